# (language, title, year, rows: word|phrase|meaning)
PHRASES = [
('ta', 'பழமொழிகள்', 5, """
ஆழம்|ஆழம் தெரியாமல் காலை விடாதே.|ஒன்றை முழுமையாக அறியாமல் அதில் இறங்கக் கூடாது.
பெருவெள்ளம்|சிறுதுளி பெருவெள்ளம்.|சிறிய சேமிப்புகள் சேர்ந்து பெரிய செல்வமாகும்.
எறும்பு|எறும்பு ஊரக் கல்லும் தேயும்.|விடாமுயற்சியால் கடினமானதையும் சாதிக்கலாம்.
ஒற்றுமை|ஒற்றுமையே பலம்.|ஒன்றாகச் சேர்ந்து உழைத்தால் வலிமை கிடைக்கும்.
கல்|இளமையில் கல்.|இளம் வயதிலேயே கல்வி கற்க வேண்டும்.
அழகு|அகத்தின் அழகு முகத்தில் தெரியும்.|மனத்தில் உள்ளது முகத்தில் வெளிப்படும்.
உலகளவு|கற்றது கைம்மண் அளவு, கல்லாதது உலகளவு.|நாம் கற்றது கொஞ்சம்; கற்க வேண்டியது மிக அதிகம்.
பேராசை|பேராசை பெருநட்டம்.|அளவுக்கு மீறிய ஆசை பெரிய இழப்பைத் தரும்.
நிறைகுடம்|நிறைகுடம் தளும்பாது.|உண்மையில் அறிவுள்ளவர் தற்பெருமை பேசமாட்டார்.
நஞ்சு|அளவுக்கு மிஞ்சினால் அமிர்தமும் நஞ்சு.|நல்லதும் அளவுக்கு மீறினால் தீமையாகும்.
குடி|கூழானாலும் குளித்துக் குடி.|ஏழ்மையிலும் தூய்மையைக் கடைப்பிடிக்க வேண்டும்.
உதவி|தன் கையே தனக்கு உதவி.|பிறரை நம்பாமல் நாமே உழைக்க வேண்டும்.
முயற்சி|முயற்சி திருவினையாக்கும்.|முயன்றால் வெற்றியும் செல்வமும் கிடைக்கும்.
அடி|யானைக்கும் அடி சறுக்கும்.|வல்லவர்களும் சில நேரம் தவறு செய்வர்.
சுத்தம்|சுத்தம் சோறு போடும்.|தூய்மையாக இருந்தால் நலமாக வாழலாம்.
அளந்து|ஆற்றில் போட்டாலும் அளந்து போடு.|எதைச் செய்தாலும் கணக்குப் பார்த்துச் செய்.
"""),
('bm', 'Peribahasa', 5, """
aur|Bagai aur dengan tebing.|Saling membantu antara satu sama lain.
kemahuan|Di mana ada kemahuan, di situ ada jalan.|Jika kita berusaha bersungguh-sungguh, pasti ada cara untuk berjaya.
bukit|Sedikit-sedikit, lama-lama jadi bukit.|Usaha atau simpanan yang kecil lama-kelamaan menjadi banyak.
teguh|Bersatu teguh, bercerai roboh.|Perpaduan membawa kekuatan; perpecahan membawa kelemahan.
tempurung|Seperti katak di bawah tempurung.|Orang yang pengetahuannya sempit.
putus|Air dicincang tidak akan putus.|Pergaduhan adik-beradik tidak memutuskan hubungan keluarga.
dipikul|Berat sama dipikul, ringan sama dijinjing.|Susah dan senang dikongsi bersama.
kulit|Bagai kacang lupakan kulit.|Orang yang lupa asal usulnya atau orang yang pernah membantunya.
pagar|Harapkan pagar, pagar makan padi.|Orang yang dipercayai mengkhianati amanah.
buluh|Melentur buluh biarlah dari rebungnya.|Mendidik anak biarlah sejak kecil.
dalih|Hendak seribu daya, tak hendak seribu dalih.|Jika mahu, kita berusaha; jika tidak, kita memberi alasan.
bahu|Berat mata memandang, berat lagi bahu memikul.|Orang yang menanggung kesusahan lebih merasainya daripada orang yang melihat.
selamat|Biar lambat asalkan selamat.|Lebih baik berhati-hati walaupun perlahan.
cinta|Tak kenal maka tak cinta.|Kita perlu mengenali sesuatu sebelum dapat menyukainya.
arang|Genggam bara api biar sampai jadi arang.|Buat sesuatu pekerjaan sehingga berjaya.
bergolek|Yang bulat tidak datang bergolek, yang pipih tidak datang melayang.|Kejayaan tidak datang tanpa usaha.
"""),
('en', 'Idioms and proverbs', 5, """
cake|It's a piece of cake.|It is very easy.
ice|Tell a joke to break the ice.|Make people feel relaxed when they first meet.
moon|We eat durian once in a blue moon.|Very rarely.
raining|It's raining cats and dogs.|It is raining very heavily.
books|I must hit the books tonight.|Study hard.
weather|She is feeling under the weather.|Feeling a little ill.
worm|The early bird catches the worm.|People who start early do well.
louder|Actions speak louder than words.|What you do matters more than what you say.
perfect|Practice makes perfect.|If you keep practising, you become very good.
never|Better late than never.|It is better to do something late than not at all.
milk|Don't cry over spilt milk.|Do not be upset about something that cannot be changed.
heads|Two heads are better than one.|Two people working together find better answers.
lining|Every cloud has a silver lining.|Something good comes out of every bad thing.
bag|Don't let the cat out of the bag.|Do not tell the secret.
pigs|He will tidy his room when pigs fly.|Something that will never happen.
indeed|A friend in need is a friend indeed.|A true friend helps you when you need help.
"""),
]
