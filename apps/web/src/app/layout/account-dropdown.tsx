import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { useUiStore } from '../../lib/ui-store';
import { UserIcon } from './user-icon';

const itemCls =
  'block w-full px-4 py-2.5 text-left text-sm font-medium text-neutral-800 hover:bg-neutral-100 hover:text-red-700 focus-visible:bg-neutral-100';

/** The signed-in account control: the 'My Account' drop-down (loaded when a session is signed in). */
export function AccountDropdown({ isDealer }: { isDealer: boolean }) {
  const open = useUiStore((s) => s.displayDropdown);
  const openDropdown = useUiStore((s) => s.openDropdown);
  const closeDropdown = useUiStore((s) => s.closeDropdown);
  const logout = useLogout();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // The back office's link, for an administrator only (the session answer's isAdmin).
  const { data: session } = useQuery(sessionQueryOptions());
  const isAdmin = session?.status === 'authenticated' && session.user.isAdmin === true;

  useEffect(() => closeDropdown(), [pathname, closeDropdown]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      closeDropdown();
      buttonRef.current?.focus();
    }
    if (e.key === 'ArrowDown' && !open) {
      e.preventDefault();
      openDropdown();
      requestAnimationFrame(() => menuRef.current?.querySelector<HTMLElement>('a,button')?.focus());
    }
  };

  return (
    <div
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) closeDropdown();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? closeDropdown() : openDropdown())}
        className="flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-zinc-200 hover:text-white"
      >
        <UserIcon />
        My Account
      </button>
      <div
        id={menuId}
        ref={menuRef}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-56 overflow-hidden rounded-lg bg-white py-1 shadow-xl ring-1 ring-black/10"
      >
        <ul aria-label="Account">
          <li>
            <Link to="/account" className={itemCls}>
              Account Dashboard
            </Link>
          </li>
          <li>
            <Link to="/account/orders" className={itemCls}>
              Order History
            </Link>
          </li>
          <li>
            <Link to="/returns" className={itemCls}>
              View Returns
            </Link>
          </li>
          {isDealer && (
            <li>
              <Link to="/dealers" className={itemCls}>
                Dealer Quick Order
              </Link>
            </li>
          )}
          {isAdmin && (
            <li>
              <Link to="/admin" className={itemCls}>
                Admin
              </Link>
            </li>
          )}
          <li className="border-t border-neutral-200">
            <button
              type="button"
              className={itemCls}
              disabled={logout.isPending}
              aria-busy={logout.isPending || undefined}
              onClick={() => void logout.logout()}
            >
              {logout.isPending ? 'Logging out…' : 'Logout'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
