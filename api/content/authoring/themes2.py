THEMES.append(('body', 1, ('My body', 'என் உடல்', 'Anggota badan'),
 {'head': ('head and face', 'தலையும் முகமும்', 'kepala dan muka'), 'limb': ('arms and legs', 'கையும் காலும்', 'tangan dan kaki'), 'trunk': ('body', 'உடல்', 'badan')}, False, """
head|head|person-bald|head|தலை|kepala|The top part of your body, where your brain is.|உடலின் மேல் பகுதி; மூளை இங்கே இருக்கிறது.|Bahagian paling atas badan kita.|I wear a cap on my head.|வெயிலில் என் தலை சூடாகிறது.|Saya memakai topi di kepala.
eye|head|eye|eye|கண்|mata|We see with it.|இதனால் நாம் பார்க்கிறோம்.|Kita melihat dengannya.|My left eye is itchy.|என் இடது கண் அரிக்கிறது.|Mata kiri saya gatal.
ear|head|ear|ear|காது|telinga|We listen with it.|இதனால் நாம் கேட்கிறோம்.|Kita mendengar dengannya.|The rabbit has a long ear.|முயலின் காது நீளமானது.|Arnab mempunyai telinga yang panjang.
nose|head|nose|nose|மூக்கு|hidung|We smell with it.|இதனால் நாம் மணத்தை அறிகிறோம்.|Kita menghidu bau dengannya.|The clown has a red nose.|கோமாளியின் மூக்கு சிவப்பாக இருக்கிறது.|Badut itu mempunyai hidung merah.
mouth|head|mouth|mouth|வாய்|mulut|We eat and talk with it.|இதனால் நாம் உண்கிறோம், பேசுகிறோம்.|Kita makan dan bercakap dengannya.|Cover your mouth when you cough.|இருமும்போது வாய் மூடிக்கொள்.|Tutup mulut apabila batuk.
tooth|head|tooth|tooth|பல்|gigi|A hard white thing in your mouth for biting.|வாயில் உள்ள, கடிக்க உதவும் வெண்மையான பகுதி.|Benda putih yang keras di dalam mulut; kita memberusnya.|My tooth is loose.|என் பல் ஆடுகிறது.|Gigi saya goyang.
tongue|head|tongue|tongue|நாக்கு|lidah|It tastes your food.|உணவின் சுவையை அறிய உதவுவது.|Kita merasa makanan dengannya.|The dog's tongue is pink.|நாயின் நாக்கு இளஞ்சிவப்பாக இருக்கிறது.|Lidah anjing itu berwarna merah jambu.
hair|head|person-curly-hair|hair|முடி|rambut|It grows on your head.|தலையில் வளர்வது.|Ia tumbuh di atas kepala.|My sister's hair is long.|என் அக்காவின் முடி நீளமானது.|Rambut kakak saya panjang.
hand|limb|raised-hand|hand|கை|tangan|You hold things with it.|பொருள்களைப் பிடிக்க உதவுவது.|Kita memegang sesuatu dengannya.|Wash your hand before you eat.|உண்பதற்கு முன் கை கழுவு.|Basuh tangan sebelum makan.
leg|limb|leg|leg|கால்|kaki|You walk and run on it.|நடக்கவும் ஓடவும் உதவுவது.|Kita berjalan dan berlari dengannya.|My leg hurts after the race.|ஓட்டப்பந்தயத்திற்குப் பின் என் கால் வலிக்கிறது.|Kaki saya sakit selepas berlari.
finger|limb|index-pointing-up|finger|விரல்|jari|You have five on each hand.|ஒவ்வொரு கையிலும் ஐந்து உள்ளன.|Ada lima pada setiap tangan.|She points with her finger.|அவள் விரல் நீட்டிக் காட்டுகிறாள்.|Dia menunjuk dengan jari.
shoulder|trunk|person-shrugging|shoulder|தோள்|bahu|Where your arm joins your body.|கை உடலோடு சேரும் இடம்.|Tempat lengan bersambung dengan badan.|Dad carries me on his shoulder.|அப்பா என்னைத் தன் தோள் மீது சுமக்கிறார்.|Ayah mendukung saya di atas bahu.
stomach|trunk|face-with-thermometer|stomach|வயிறு|perut|Your food goes here.|நாம் உண்ணும் உணவு செல்லும் இடம்.|Makanan yang kita makan masuk ke sini.|My stomach is full.|என் வயிறு நிறைந்துவிட்டது.|Perut saya sudah kenyang.
knee|limb|person-kneeling|knee|முழங்கால்|lutut|The middle of your leg, where it bends.|காலின் நடுவில் மடங்கும் இடம்.|Bahagian tengah kaki yang boleh dibengkokkan.|I fell and hurt my knee.|விழுந்ததால் என் முழங்கால் காயம்பட்டது.|Saya jatuh dan lutut saya luka.
neck|trunk|scarf|neck|கழுத்து|leher|It holds up your head.|தலையைத் தாங்குவது.|Ia menyokong kepala.|The giraffe has a long neck.|ஒட்டகச்சிவிங்கியின் கழுத்து நீளமானது.|Zirafah mempunyai leher yang panjang.
foot|limb|footprints|foot|பாதம்|tapak kaki|You stand on it; your shoe covers it.|காலணி மூடும், நாம் நிற்கும் பகுதி.|Kita berdiri di atasnya; kasut menutupinya.|Sand sticks to my foot.|என் பாதம் முழுவதும் மணல் ஒட்டியிருக்கிறது.|Pasir melekat pada tapak kaki saya.
"""))

THEMES.append(('colours', 1, ('Colours and shapes', 'வண்ணங்களும் வடிவங்களும்', 'Warna dan bentuk'),
 {'colour': ('colours', 'வண்ணங்கள்', 'warna'), 'shape': ('shapes', 'வடிவங்கள்', 'bentuk')}, False, """
red|colour|red-circle|red|சிவப்பு|merah|The colour of a ripe chilli.|பழுத்த மிளகாயின் நிறம்.|Warna cili yang masak.|The fire engine is red.|தீயணைப்பு வண்டியின் நிறம் சிவப்பு.|Kereta bomba berwarna merah.
blue|colour|blue-circle|blue|நீலம்|biru|The colour of the sky on a sunny day.|வெயில் நாளில் வானத்தின் நிறம்.|Warna langit pada hari cerah.|The sky is blue today.|கடலின் நிறம் நீலம்.|Langit berwarna biru hari ini.
green|colour|green-circle|green|பச்சை|hijau|The colour of leaves and grass.|இலைகளின், புல்லின் நிறம்.|Warna daun dan rumput.|The grass is green.|புல் பச்சை நிறமாக இருக்கிறது.|Rumput berwarna hijau.
yellow|colour|yellow-circle|yellow|மஞ்சள்|kuning|The colour of a ripe banana.|பழுத்த வாழைப்பழத்தின் நிறம்.|Warna pisang yang masak.|The sunflower is yellow.|சூரியகாந்திப் பூ மஞ்சள் நிறமானது.|Bunga matahari berwarna kuning.
orange|colour|orange-circle|orange|செம்மஞ்சள்|jingga|The colour between red and yellow.|சிவப்புக்கும் மஞ்சளுக்கும் இடைப்பட்ட நிறம்.|Warna antara merah dan kuning.|The tiger has orange fur.|புலியின் உடல் செம்மஞ்சள் நிறமானது.|Harimau mempunyai bulu berwarna jingga.
purple|colour|purple-circle|purple|ஊதா|ungu|The colour of a ripe brinjal.|கத்தரிக்காயின் நிறம்.|Warna terung.|The brinjal is purple.|கத்தரிக்காய் ஊதா நிறமானது.|Terung itu berwarna ungu.
brown|colour|brown-circle|brown|பழுப்பு|coklat|The colour of soil and tree trunks.|மண்ணின், மரப்பட்டையின் நிறம்.|Warna tanah dan batang pokok.|The horse is brown.|குதிரை பழுப்பு நிறமானது.|Kuda itu berwarna coklat.
black|colour|black-circle|black|கருப்பு|hitam|The colour of the night sky.|இரவு வானத்தின் நிறம்.|Warna langit pada waktu malam.|The crow is black.|காகம் கருப்பு நிறமானது.|Burung gagak berwarna hitam.
white|colour|white-circle|white|வெள்ளை|putih|The colour of milk.|பாலின் நிறம்.|Warna susu.|Our school shirt is white.|எங்கள் பள்ளிச் சட்டை வெள்ளை நிறமானது.|Baju sekolah kami berwarna putih.
pink|colour|pink-heart|pink|இளஞ்சிவப்பு|merah jambu|Red mixed with white makes this colour.|சிவப்புடன் வெள்ளை கலந்தால் வரும் நிறம்.|Warna merah yang dicampur dengan putih.|The flower is pink.|அந்தப் பூ இளஞ்சிவப்பு நிறமானது.|Bunga itu berwarna merah jambu.
circle|shape|hollow-red-circle|circle|வட்டம்|bulatan|A round shape with no corners.|மூலைகள் இல்லாத உருண்டை வடிவம்.|Bentuk bulat tanpa bucu.|The clock is a circle.|கடிகாரத்தின் வடிவம் வட்டம்.|Jam itu berbentuk bulatan.
square|shape|red-square|square|சதுரம்|segi empat sama|It has four equal sides.|நான்கு சம பக்கங்கள் உள்ள வடிவம்.|Bentuk yang mempunyai empat sisi yang sama panjang.|The window is a square.|இந்தச் சன்னலின் வடிவம் சதுரம்.|Tingkap itu berbentuk segi empat sama.
triangle|shape|red-triangle|triangle|முக்கோணம்|segi tiga|It has three sides.|மூன்று பக்கங்கள் உள்ள வடிவம்.|Bentuk yang mempunyai tiga sisi.|A slice of pizza looks like a triangle.|இந்த அடையாளப் பலகையின் வடிவம் முக்கோணம்.|Papan tanda itu berbentuk segi tiga.
star|shape|star|star|நட்சத்திரம்|bintang|A shape with five points, like the ones in the night sky.|ஐந்து முனைகள் உள்ள வடிவம்.|Bentuk yang mempunyai lima bucu tajam.|I drew a star on my card.|என் அட்டையில் ஒரு நட்சத்திரம் வரைந்தேன்.|Saya melukis bintang pada kad saya.
heart|shape|red-heart|heart|இதயம்|hati|A shape we draw to show love.|அன்பைக் காட்ட வரையும் வடிவம்.|Bentuk yang dilukis untuk menunjukkan kasih sayang.|She drew a heart for her mother.|அவள் அம்மாவுக்காக ஓர் இதயம் வரைந்தாள்.|Dia melukis bentuk hati untuk ibunya.
rectangle|shape|blue-square|rectangle|செவ்வகம்|segi empat tepat|It has four sides: two long and two short.|இரண்டு நீண்ட, இரண்டு குறுகிய பக்கங்கள் உள்ள வடிவம்.|Bentuk empat sisi: dua panjang dan dua pendek.|The door is a rectangle.|கதவின் வடிவம் செவ்வகம்.|Pintu itu berbentuk segi empat tepat.
"""))

THEMES.append(('numbers', 2, ('Numbers 1 to 20', 'எண்கள் 1 முதல் 20 வரை', 'Nombor 1 hingga 20'),
 {}, True, """
1||keycap-1|one|ஒன்று|satu|The number 1.|எண் 1.|Nombor 1.|I have one nose.|மூக்கு ஒன்று, கண்கள் இரண்டு.|Saya ada satu hidung.
2||keycap-2|two|இரண்டு|dua|The number 2.|எண் 2.|Nombor 2.|A bird has two legs.|பறவைக்கு இரண்டு கால்கள் உள்ளன.|Burung mempunyai dua kaki.
3||keycap-3|three|மூன்று|tiga|The number 3.|எண் 3.|Nombor 3.|A triangle has three sides.|முக்கோணத்திற்கு மூன்று பக்கங்கள் உள்ளன.|Segi tiga mempunyai tiga sisi.
4||keycap-4|four|நான்கு|empat|The number 4.|எண் 4.|Nombor 4.|A cat has four legs.|பூனைக்கு நான்கு கால்கள் உள்ளன.|Kucing mempunyai empat kaki.
5||keycap-5|five|ஐந்து|lima|The number 5.|எண் 5.|Nombor 5.|I have five fingers on each hand.|ஒரு கையில் ஐந்து விரல்கள் உள்ளன.|Setiap tangan ada lima jari.
6||keycap-6|six|ஆறு|enam|The number 6.|எண் 6.|Nombor 6.|An ant has six legs.|எறும்புக்கு ஆறு கால்கள் உள்ளன.|Semut mempunyai enam kaki.
7||keycap-7|seven|ஏழு|tujuh|The number 7.|எண் 7.|Nombor 7.|There are seven days in a week.|ஒரு வாரத்தில் ஏழு நாள்கள் உள்ளன.|Seminggu ada tujuh hari.
8||keycap-8|eight|எட்டு|lapan|The number 8.|எண் 8.|Nombor 8.|A spider has eight legs.|சிலந்திக்கு எட்டு கால்கள் உள்ளன.|Labah-labah mempunyai lapan kaki.
9||keycap-9|nine|ஒன்பது|sembilan|The number 9.|எண் 9.|Nombor 9.|Nine pupils are in the library.|நூலகத்தில் ஒன்பது மாணவர்கள் இருக்கிறார்கள்.|Sembilan orang murid berada di perpustakaan.
10||keycap-10|ten|பத்து|sepuluh|The number 10.|எண் 10.|Nombor 10.|I have ten toes.|எனக்குப் பத்து கால்விரல்கள் உள்ளன.|Saya ada sepuluh jari kaki.
11|||eleven|பதினொன்று|sebelas|Ten and one more.|பத்துடன் ஒன்று கூட்டினால் வரும் எண்.|Sepuluh tambah satu.|A football team has eleven players.|ஐந்தும் ஆறும் சேர்ந்தால் பதினொன்று.|Satu pasukan bola sepak ada sebelas orang pemain.
12|||twelve|பன்னிரண்டு|dua belas|Ten and two more.|பத்துடன் இரண்டு கூட்டினால் வரும் எண்.|Sepuluh tambah dua.|There are twelve months in a year.|ஓர் ஆண்டில் பன்னிரண்டு மாதங்கள் உள்ளன.|Setahun ada dua belas bulan.
13|||thirteen|பதின்மூன்று|tiga belas|Ten and three more.|பத்துடன் மூன்று கூட்டினால் வரும் எண்.|Sepuluh tambah tiga.|My brother is thirteen years old.|என் அண்ணனுக்குப் பதின்மூன்று வயது.|Abang saya berumur tiga belas tahun.
14|||fourteen|பதினான்கு|empat belas|Ten and four more.|பத்துடன் நான்கு கூட்டினால் வரும் எண்.|Sepuluh tambah empat.|Two weeks have fourteen days.|இரண்டு வாரங்களில் பதினான்கு நாள்கள் உள்ளன.|Dua minggu ada empat belas hari.
15|||fifteen|பதினைந்து|lima belas|Ten and five more.|பத்துடன் ஐந்து கூட்டினால் வரும் எண்.|Sepuluh tambah lima.|Recess is fifteen minutes long.|இடைவேளை பதினைந்து நிமிடங்கள்.|Waktu rehat selama lima belas minit.
16|||sixteen|பதினாறு|enam belas|Ten and six more.|பத்துடன் ஆறு கூட்டினால் வரும் எண்.|Sepuluh tambah enam.|The box holds sixteen crayons.|பெட்டியில் பதினாறு வண்ணக்கோல்கள் உள்ளன.|Kotak itu berisi enam belas batang krayon.
17|||seventeen|பதினேழு|tujuh belas|Ten and seven more.|பத்துடன் ஏழு கூட்டினால் வரும் எண்.|Sepuluh tambah tujuh.|Seventeen birds sit on the wire.|கம்பியில் பதினேழு பறவைகள் அமர்ந்திருக்கின்றன.|Tujuh belas ekor burung hinggap di atas wayar.
18|||eighteen|பதினெட்டு|lapan belas|Ten and eight more.|பத்துடன் எட்டு கூட்டினால் வரும் எண்.|Sepuluh tambah lapan.|My cousin is eighteen years old.|என் மாமா மகனுக்குப் பதினெட்டு வயது.|Sepupu saya berumur lapan belas tahun.
19|||nineteen|பத்தொன்பது|sembilan belas|Ten and nine more.|பத்துடன் ஒன்பது கூட்டினால் வரும் எண்.|Sepuluh tambah sembilan.|There are nineteen chairs in the room.|அறையில் பத்தொன்பது நாற்காலிகள் உள்ளன.|Ada sembilan belas buah kerusi di dalam bilik.
20|||twenty|இருபது|dua puluh|Two tens.|இரண்டு பத்துகள்.|Dua kali sepuluh.|I have twenty marbles.|என்னிடம் இருபது கோலிக்குண்டுகள் உள்ளன.|Saya ada dua puluh biji guli.
"""))
