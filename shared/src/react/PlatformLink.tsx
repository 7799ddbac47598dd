import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePlatform } from '@app/shared/contract';

/**
 * A real link (middle-click, "open in new tab" keep working) that navigates through the shell,
 * because the shell owns the URL: a remote-local router would not tell it the page changed.
 */
export function PlatformLink({ to, onClick, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  const platform = usePlatform();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    platform.navigate(to);
  };
  return <a {...rest} href={to} onClick={handle} />;
}
