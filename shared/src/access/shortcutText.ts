import type { TextTable } from '../react/useTextTable';
import type { ShortcutId } from './roleShortcuts';

type ShortcutStrings = Record<ShortcutId, { label: string; hint: string }> & { heading: string; teacherTools: string };

/** Labels of the role shortcuts and teacher tools (side menu, dashboard, game hub). */
export const SHORTCUT_TEXT: TextTable<ShortcutStrings> = {
  ta: {
    heading: 'அடுத்து என்ன செய்யலாம்',
    teacherTools: 'ஆசிரியர் கருவிகள்',
    signIn: { label: 'உள்நுழை', hint: 'உங்கள் மைகாட் எண்ணுடன் உள்நுழையுங்கள்' },
    play: { label: 'விளையாடு', hint: 'ஒரு தலைப்பையும் விளையாட்டையும் தேர்ந்தெடுங்கள்' },
    joinPin: { label: 'PIN விளையாட்டில் சேர்', hint: 'ஆசிரியர் காட்டும் PIN எண்ணை உள்ளிடுங்கள்' },
    myScores: { label: 'என் புள்ளிகள்', hint: 'உங்கள் சிறந்த புள்ளிகளும் அண்மைய விளையாட்டுகளும்' },
    leaderboard: { label: 'தரவரிசை', hint: 'வகுப்பிலும் பள்ளியிலும் உங்கள் இடம்' },
    contests: { label: 'போட்டிகள்', hint: 'போட்டிகள், வெற்றியாளர்கள், சான்றிதழ்கள்' },
    choosePlan: { label: 'திட்டத்தைத் தேர்ந்தெடு', hint: 'திட்டங்களையும் விலைகளையும் பாருங்கள்' },
    redeemLicence: { label: 'பள்ளி உரிமம்', hint: 'உங்கள் பள்ளிக்கு உரிமம் இருந்தால் அதைப் பெறுங்கள்' },
    createTopic: { label: 'தலைப்பை உருவாக்கு', hint: 'கையால் அல்லது AI உதவியுடன் ஒரு சொற்பட்டியல்' },
    myTopics: { label: 'என் தலைப்புகள்', hint: 'நீங்கள் உருவாக்கிய தலைப்புகளைத் திருத்தலாம், விளையாடலாம்' },
    classes: { label: 'என் வகுப்புகள்', hint: 'வகுப்புகள், மாணவர்கள், வாராந்திர முன்னேற்றம்' },
    pinGame: { label: 'PIN விளையாட்டு நடத்து', hint: 'வகுப்புக்கு ஒரு நேரடி விளையாட்டைத் தொடங்குங்கள்' },
    performance: { label: 'மாணவர் பகுப்பாய்வு', hint: 'மாணவர்களின் கற்றல் போக்குகள்' },
  },
  en: {
    heading: 'What you can do next',
    teacherTools: 'Teacher tools',
    signIn: { label: 'Sign in', hint: 'Sign in with your MyKad number' },
    play: { label: 'Play', hint: 'Choose a topic and a game' },
    joinPin: { label: 'Join a PIN game', hint: 'Enter the PIN your teacher shows' },
    myScores: { label: 'My scores', hint: 'Your best scores and recent games' },
    leaderboard: { label: 'Leaderboard', hint: 'Where you stand in your class and school' },
    contests: { label: 'Contests', hint: 'Contests, winners and certificates' },
    choosePlan: { label: 'Choose a plan', hint: 'See the plans and prices' },
    redeemLicence: { label: 'School licence', hint: 'Use your school’s licence if it has one' },
    createTopic: { label: 'Create a topic', hint: 'A word list by hand or with AI help' },
    myTopics: { label: 'My topics', hint: 'Edit and play the topics you made' },
    classes: { label: 'My classes', hint: 'Classes, pupils and this week’s progress' },
    pinGame: { label: 'Run a PIN game', hint: 'Start a live game for your class' },
    performance: { label: 'Student analytics', hint: 'How your pupils are learning' },
  },
  bm: {
    heading: 'Apa yang boleh anda lakukan seterusnya',
    teacherTools: 'Alatan guru',
    signIn: { label: 'Log masuk', hint: 'Log masuk dengan nombor MyKad anda' },
    play: { label: 'Main', hint: 'Pilih topik dan permainan' },
    joinPin: { label: 'Sertai permainan PIN', hint: 'Masukkan PIN yang ditunjukkan oleh guru' },
    myScores: { label: 'Markah saya', hint: 'Markah terbaik dan permainan terkini anda' },
    leaderboard: { label: 'Papan Pendahulu', hint: 'Kedudukan anda dalam kelas dan sekolah' },
    contests: { label: 'Pertandingan', hint: 'Pertandingan, pemenang dan sijil' },
    choosePlan: { label: 'Pilih pelan', hint: 'Lihat pelan dan harga' },
    redeemLicence: { label: 'Lesen sekolah', hint: 'Gunakan lesen sekolah anda jika ada' },
    createTopic: { label: 'Cipta topik', hint: 'Senarai perkataan sendiri atau dengan bantuan AI' },
    myTopics: { label: 'Topik saya', hint: 'Sunting dan mainkan topik yang anda cipta' },
    classes: { label: 'Kelas saya', hint: 'Kelas, murid dan kemajuan minggu ini' },
    pinGame: { label: 'Jalankan permainan PIN', hint: 'Mulakan permainan langsung untuk kelas anda' },
    performance: { label: 'Analitik murid', hint: 'Cara murid anda belajar' },
  },
};
