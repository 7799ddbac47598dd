import type { TextTable } from '../react/useTextTable';

const en = {
  "heading": "Checkout: {{item}}",
  "coupon": "Coupon code",
  "applyCoupon": "Apply",
  "removeCoupon": "Remove",
  "couponApplied": "Coupon {{code}} applied",
  "invalidCoupon": "Invalid coupon code.",
  "price": "Price",
  "discount": "Discount",
  "total": "Total",
  "pay": "Pay {{amount}}",
  "activate": "Activate {{item}}",
  "working": "Processing…",
  "testMode": "Test mode — no money moves.",
  "testCards": "Use 4242 4242 4242 4242 for a successful payment, 4000 0000 0000 0002 for a declined card, 4000 0000 0000 9995 for insufficient funds.",
  "cardNumber": "Card number",
  "expiry": "Expiry (MM/YY)",
  "cvc": "CVC",
  "cardIncomplete": "Enter the card number, the expiry as MM/YY and the CVC.",
  "stripeCard": "Card details",
  "stripeLoadError": "The card payment form could not load. Your order is kept as pending: please try again later.",
  "genericError": "Something went wrong. Please try again.",
  "free": "Free",
  "failureHeading": "Payment failed",
  "retry": "Try again",
  "notPaid": "The payment was not completed.",
  "plan": {
    "back": "Back to plans",
    "successHeading": "Payment successful",
    "successFreeHeading": "Plan activated",
    "successBody": "{{item}} is now active.",
    "failureBody": "No money was taken and your plan has not changed."
  },
  "contestEntry": {
    "back": "Back to the contest",
    "successHeading": "Payment successful",
    "successFreeHeading": "Entry confirmed",
    "successBody": "Rounds 2 to 5 are open to you.",
    "failureBody": "No money was taken and your entry has not changed."
  }
};

export type CheckoutStrings = typeof en;

/**
 * The checkout's own strings, in every language, for plans and contest entries alike (it is
 * used by two remotes, so its text lives with it). Failed api calls are worded by apiErrorText.
 */
export const CHECKOUT_TEXT: TextTable<CheckoutStrings> = {
  ta: {
    "heading": "பணம் செலுத்துதல்: {{item}}",
    "coupon": "கூப்பன் குறியீடு",
    "applyCoupon": "பயன்படுத்து",
    "removeCoupon": "நீக்கு",
    "couponApplied": "{{code}} கூப்பன் பயன்படுத்தப்பட்டது",
    "invalidCoupon": "தவறான கூப்பன் குறியீடு.",
    "price": "விலை",
    "discount": "தள்ளுபடி",
    "total": "மொத்தம்",
    "pay": "{{amount}} செலுத்து",
    "activate": "{{item}} செயல்படுத்து",
    "working": "செயலாக்கப்படுகிறது…",
    "testMode": "சோதனை முறை — பணம் எதுவும் பரிமாறப்படாது.",
    "testCards": "வெற்றிகரமான கட்டணத்திற்கு 4242 4242 4242 4242, நிராகரிக்கப்பட்ட அட்டைக்கு 4000 0000 0000 0002, போதிய இருப்பு இல்லாததற்கு 4000 0000 0000 9995 பயன்படுத்தவும்.",
    "cardNumber": "அட்டை எண்",
    "expiry": "காலாவதி (MM/YY)",
    "cvc": "CVC",
    "cardIncomplete": "அட்டை எண், காலாவதி (MM/YY), CVC ஆகியவற்றை உள்ளிடவும்.",
    "stripeCard": "அட்டை விவரங்கள்",
    "stripeLoadError": "அட்டைக் கட்டணப் படிவத்தை ஏற்ற முடியவில்லை. உங்கள் ஆர்டர் நிலுவையில் வைக்கப்பட்டுள்ளது; பின்னர் மீண்டும் முயலவும்.",
    "genericError": "ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலவும்.",
    "free": "இலவசம்",
    "failureHeading": "கட்டணம் தோல்வியடைந்தது",
    "retry": "மீண்டும் முயல்க",
    "notPaid": "கட்டணம் செலுத்தப்படவில்லை.",
    "plan": {
      "back": "திட்டங்களுக்குத் திரும்பு",
      "successHeading": "கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது",
      "successFreeHeading": "திட்டம் செயல்படுத்தப்பட்டது",
      "successBody": "{{item}} இப்போது செயலில் உள்ளது.",
      "failureBody": "பணம் எதுவும் எடுக்கப்படவில்லை; உங்கள் திட்டம் மாறவில்லை."
    },
    "contestEntry": {
      "back": "போட்டிக்குத் திரும்பு",
      "successHeading": "கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது",
      "successFreeHeading": "பதிவு உறுதிசெய்யப்பட்டது",
      "successBody": "சுற்று 2 முதல் 5 வரை உங்களுக்குத் திறக்கப்பட்டன.",
      "failureBody": "பணம் எதுவும் எடுக்கப்படவில்லை; உங்கள் பதிவு மாறவில்லை."
    }
  },
  en,
  bm: {
    "heading": "Pembayaran: {{item}}",
    "coupon": "Kod kupon",
    "applyCoupon": "Guna",
    "removeCoupon": "Buang",
    "couponApplied": "Kupon {{code}} digunakan",
    "invalidCoupon": "Kod kupon tidak sah.",
    "price": "Harga",
    "discount": "Diskaun",
    "total": "Jumlah",
    "pay": "Bayar {{amount}}",
    "activate": "Aktifkan {{item}}",
    "working": "Sedang diproses…",
    "testMode": "Mod ujian — tiada wang berpindah.",
    "testCards": "Gunakan 4242 4242 4242 4242 untuk pembayaran berjaya, 4000 0000 0000 0002 untuk kad ditolak, 4000 0000 0000 9995 untuk baki tidak mencukupi.",
    "cardNumber": "Nombor kad",
    "expiry": "Tarikh luput (MM/YY)",
    "cvc": "CVC",
    "cardIncomplete": "Masukkan nombor kad, tarikh luput (MM/YY) dan CVC.",
    "stripeCard": "Butiran kad",
    "stripeLoadError": "Borang pembayaran kad tidak dapat dimuatkan. Pesanan anda disimpan sebagai belum selesai; sila cuba lagi kemudian.",
    "genericError": "Berlaku masalah. Sila cuba lagi.",
    "free": "Percuma",
    "failureHeading": "Pembayaran gagal",
    "retry": "Cuba lagi",
    "notPaid": "Pembayaran tidak selesai.",
    "plan": {
      "back": "Kembali ke pelan",
      "successHeading": "Pembayaran berjaya",
      "successFreeHeading": "Pelan diaktifkan",
      "successBody": "{{item}} kini aktif.",
      "failureBody": "Tiada wang diambil dan pelan anda tidak berubah."
    },
    "contestEntry": {
      "back": "Kembali ke pertandingan",
      "successHeading": "Pembayaran berjaya",
      "successFreeHeading": "Penyertaan disahkan",
      "successBody": "Pusingan 2 hingga 5 kini dibuka untuk anda.",
      "failureBody": "Tiada wang diambil dan penyertaan anda tidak berubah."
    }
  },
};
