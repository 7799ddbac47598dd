import type { ComponentType } from 'react';

/**
 * One page a remote declares, in the shape OpenMRS's `routes.json` gives its `pages` (a route and
 * the component that renders it). A remote's build writes its pages into its `mf-manifest.json`
 * (`routes.pages`, build/declaredRoutes.cjs), `npm run release` copies them into `remotes.json`,
 * and the shell builds its route table and its not-found page from them: a remote released alone
 * can add a page (ADR 0027).
 */
export interface DeclaredPage {
  /** a react-router path without its leading slash ('' is the site root, 'contest/:id' a pattern) */
  route: string;
  /** the name of the component that renders it (OpenMRS's `component`) */
  component: string;
  /** docs/requirements.md §2: behind the developer-access guard */
  guarded?: boolean;
  /** a route guard the remote's registration exports (`RemoteRegistration.guards`), run by the shell first */
  guard?: string;
  /** a concrete path for a pattern ('contest/815'), for the dev toolbar and the tests */
  example?: string;
}

/** What a remote's `src/routes.ts` lists: the declaration and how to download the page. */
export interface RemotePage extends DeclaredPage {
  load(): Promise<ComponentType>;
}

/** `routes` in a remote's mf-manifest.json and in its remotes.json entry. */
export interface DeclaredRoutes {
  pages: DeclaredPage[];
}
