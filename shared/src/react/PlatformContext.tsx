import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from '../platform/platform';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) {
    throw new Error('usePlatform() must be used inside <PlatformProvider>: a remote gets its Platform from the shell as parcel props.');
  }
  return platform;
}
