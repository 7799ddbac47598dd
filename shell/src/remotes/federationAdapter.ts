import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export interface FederationRemote {
  /** federation container name (mfe_games, ...) */
  name: string;
  /** absolute URL of the remote's mf-manifest.json */
  entry: string;
}

/**
 * The only place the shell touches the Module Federation runtime; unit tests replace this
 * object, never webpack.
 */
export interface FederationAdapter {
  register(remotes: FederationRemote[], options: { force: boolean }): void;
  load(id: string): Promise<unknown>;
}

export const federationAdapter: FederationAdapter = {
  register(remotes, { force }) {
    registerRemotes(remotes, { force });
  },
  load(id) {
    return loadRemote(id);
  },
};
