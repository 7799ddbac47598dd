/**
 * Contest 815's texts in Tamil and Malay (issue 27: English on Tamil and Malay screens), as
 * product meta beside the spec's keys: `<key>_ta` and `<key>_bm`. The spec's own key keeps the
 * English; a page shows the reader's language where there is one. Only texts: the contest's
 * window is declared elsewhere.
 */
export const CONTEST_815_TEXTS: { key: string; value: string }[] = [
  {
    key: 'contestIntroduction_ta',
    value:
      'சொல்வல்லார் 2025 ஒரு தேசிய அளவிலான நேரக்கட்டுப்பாட்டுச் சொல் போட்டி: ஐந்து சுற்றுகள், ஒவ்வொன்றிலும் மூன்று நிலைகள்; போட்டி நாளில் காலை 10:00 முதல் இரவு 10:00 வரை (மலேசிய நேரம்) விளையாடலாம்.',
  },
  {
    key: 'contestIntroduction_bm',
    value:
      'Solvallar 2025 ialah pertandingan kata bermasa peringkat kebangsaan: lima pusingan, setiap satu dengan tiga tahap, dimainkan pada hari pertandingan antara 10:00 pagi dan 10:00 malam (waktu Malaysia).',
  },
  {
    key: 'contestObjectives_ta',
    value: 'சொல்வளத்தையும் எழுத்துப்பிழையின்றி எழுதும் நம்பிக்கையையும் வளர்த்தல், தாய்மொழியில் வாசிப்பை ஊக்குவித்தல், மலேசியா முழுவதும் உள்ள இளம் சொல் வல்லுநர்களைக் கொண்டாடுதல்.',
  },
  {
    key: 'contestObjectives_bm',
    value: 'Membina perbendaharaan kata dan keyakinan mengeja, menggalakkan pembacaan dalam bahasa ibunda, dan meraikan pakar kata muda di seluruh Malaysia.',
  },
  { key: 'targetAudience_ta', value: 'மலேசியத் தொடக்கப்பள்ளி, இடைநிலைப்பள்ளிகளில் பயிலும் 7 முதல் 17 வயது வரையிலான மாணவர்கள்.' },
  { key: 'targetAudience_bm', value: 'Murid berumur 7 hingga 17 tahun di sekolah rendah dan menengah Malaysia.' },
  {
    key: 'contestRules_ta',
    value:
      'முதல் சுற்று இலவசம்; 2 முதல் 5 வரையிலான சுற்றுகளுக்குக் கட்டணம் செலுத்திப் பதிவு செய்ய வேண்டும். ஒவ்வொரு நிலையையும் ஒருமுறை மட்டுமே விளையாடலாம் (போட்டியில் மீண்டும் விளையாட இயலாது). நிலை முடிந்ததும் புள்ளிகள் இறுதியானவை.',
  },
  {
    key: 'contestRules_bm',
    value:
      'Pusingan 1 percuma; pusingan 2 hingga 5 memerlukan penyertaan berbayar. Setiap tahap hanya boleh dimainkan sekali (tiada ulangan dalam mod pertandingan). Markah muktamad apabila tahap tamat.',
  },
  {
    key: 'contestTerms_ta',
    value: 'ஒரு மாணவருக்கு ஒரு கணக்கு மட்டுமே. கணக்கில் உள்ள மைகாட் எண்ணைக் கொண்டு பதிவுகள் சரிபார்க்கப்படும். முடிவுகள் குறித்து ஏற்பாட்டாளர்களின் முடிவே இறுதியானது.',
  },
  {
    key: 'contestTerms_bm',
    value: 'Satu akaun bagi setiap murid. Penyertaan disemak berdasarkan MyKad pada akaun. Keputusan penganjur tentang keputusan pertandingan adalah muktamad.',
  },
  {
    key: 'contestPrizes_ta',
    value: 'நிறைவு செய்யும் அனைவருக்கும் சான்றிதழ்; ஒவ்வொரு பிரிவிலும் முதல் 10 இடங்களைப் பெறுவோருக்குப் பதக்கங்களும் புத்தகப் பற்றுச்சீட்டுகளும்; சிறந்த பள்ளிக்கு வெற்றிக் கிண்ணம்.',
  },
  {
    key: 'contestPrizes_bm',
    value:
      'Sijil untuk setiap peserta yang menamatkan pertandingan; pingat dan baucar buku untuk 10 terbaik dalam setiap kategori; trofi untuk sekolah terbaik.',
  },
  { key: 'contestOrganizers_ta', value: 'கல்வி டிஜிட்டல் சென். பெர். (Kalvi Digital Sdn. Bhd.), பங்கேற்கும் தமிழ்ப்பள்ளிகளின் பெற்றோர்–ஆசிரியர் சங்கங்களுடன் இணைந்து.' },
  { key: 'contestOrganizers_bm', value: 'Kalvi Digital Sdn. Bhd. bersama persatuan ibu bapa dan guru sekolah Tamil yang mengambil bahagian.' },
];
