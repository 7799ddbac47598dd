import { Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { lazyPage, PageSuspense } from '@app/shared';

// Pages load on first visit; the first screen carries only itself.
const SearchPage = lazyPage(() => import('./pages/SearchPage'), 'SearchPage');
const BlankPage = lazyPage(() => import('./pages/BlankPage'), 'BlankPage');
const ErrorPage = lazyPage(() => import('./pages/ErrorPage'), 'ErrorPage');
const JumblePage = lazyPage(() => import('./pages/JumblePage'), 'JumblePage');
const GuessPage = lazyPage(() => import('./pages/GuessPage'), 'GuessPage');
const PairPage = lazyPage(() => import('./pages/PairPage'), 'PairPage');
const GroupPage = lazyPage(() => import('./pages/GroupPage'), 'GroupPage');
const MarkPage = lazyPage(() => import('./pages/MarkPage'), 'MarkPage');
const StackPage = lazyPage(() => import('./pages/StackPage'), 'StackPage');
const ReformPage = lazyPage(() => import('./pages/ReformPage'), 'ReformPage');
const ChangePage = lazyPage(() => import('./pages/ChangePage'), 'ChangePage');
const MatchPage = lazyPage(() => import('./pages/MatchPage'), 'MatchPage');
const PicturePage = lazyPage(() => import('./pages/PicturePage'), 'PicturePage');
const AudioPage = lazyPage(() => import('./pages/AudioPage'), 'AudioPage');
const ChoicePage = lazyPage(() => import('./pages/ChoicePage'), 'ChoicePage');
const SpellPage = lazyPage(() => import('./pages/SpellPage'), 'SpellPage');
const PhrasePage = lazyPage(() => import('./pages/PhrasePage'), 'PhrasePage');
const TilePage = lazyPage(() => import('./pages/TilePage'), 'TilePage');
const CrossPage = lazyPage(() => import('./pages/CrossPage'), 'CrossPage');
const CreatePage = lazyPage(() => import('./pages/CreatePage'), 'CreatePage');
const QuestionPage = lazyPage(() => import('./pages/QuestionPage'), 'QuestionPage');
const SyllabusPage = lazyPage(() => import('./pages/SyllabusPage'), 'SyllabusPage');
const DataPage = lazyPage(() => import('./pages/DataPage'), 'DataPage');
const TopicFormPage = lazyPage(() => import('./pages/TopicFormPage'), 'TopicFormPage');

/** Every page this remote owns; the shell's route table sends these paths here. */
export function App() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/blank" element={<BlankPage />} />
        <Route path="/error" element={<ErrorPage />} />
        <Route path="/jumble" element={<JumblePage />} />
        <Route path="/guess" element={<GuessPage />} />
        <Route path="/pair" element={<PairPage />} />
        <Route path="/group" element={<GroupPage />} />
        <Route path="/mark" element={<MarkPage />} />
        <Route path="/stack" element={<StackPage />} />
        <Route path="/reform" element={<ReformPage />} />
        <Route path="/change" element={<ChangePage />} />
        <Route path="/match" element={<MatchPage />} />
        <Route path="/picture" element={<PicturePage />} />
        <Route path="/audio" element={<AudioPage />} />
        <Route path="/choice" element={<ChoicePage />} />
        <Route path="/spell" element={<SpellPage />} />
        <Route path="/phrase" element={<PhrasePage />} />
        <Route path="/tile" element={<TilePage />} />
        <Route path="/cross" element={<CrossPage />} />
        <Route path="/create" element={<CreatePage />} />
        <Route path="/question" element={<QuestionPage />} />
        <Route path="/syllabus" element={<SyllabusPage />} />
        <Route path="/data" element={<DataPage />} />
        <Route path="/topic-form" element={<TopicFormPage />} />
        <Route path="*" element={null} />
      </Routes>
    </PageSuspense>
  );
}
