import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import { appMessages } from '../messages';
import { adminNavLabel } from '../../features/admin/nav-messages';
import { useSession } from '../../lib/auth/get-session';
import styles from './nav-bar.module.css';

const ENTRIES = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dishes', label: 'Dishes' },
  { to: '/shopping', label: 'Shopping List' },
  { to: '/hearths', label: appMessages.hearths },
  { to: '/profile', label: 'Profile' },
  { to: '/settings', label: 'Settings' },
] as const;

/** The admin screen, in the menu of admins only. */
const ADMIN_ENTRY = { to: '/admin', label: adminNavLabel } as const;

function NavLinks({ className, onNavigate }: { className: string | undefined; onNavigate?: () => void }) {
  const admin = useSession().data?.admin === true;
  return (
    <ul className={className}>
      {(admin ? [...ENTRIES, ADMIN_ENTRY] : ENTRIES).map((entry) => (
        <li key={entry.to}>
          {/* `end` makes an entry active only when the path equals it exactly. */}
          <NavLink to={entry.to} end className={styles.link} onClick={onNavigate}>
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The brand, and for a signed-in visitor the app's menu; a signed-out page has nothing to navigate to. */
export function NavBar({ signedIn }: { signedIn: boolean }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label="Main">
        <Link to="/dashboard" className={styles.brand}>
          The Hearth
        </Link>
        {signedIn ? (
          <>
            <div className={styles.desktop}>
              <NavLinks className={styles.links} />
            </div>
            <Button
              variant="ghost"
              iconOnly
              className={styles.toggle}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              aria-controls="nav-drawer"
              onClick={() => setDrawerOpen(true)}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </>
        ) : null}
      </nav>
      {signedIn ? (
        <Drawer
          id="nav-drawer"
          open={drawerOpen}
          label="Menu"
          heading={<span className={styles.brand}>The Hearth</span>}
          onClose={closeDrawer}
        >
          <NavLinks className={styles.drawerLinks} onNavigate={closeDrawer} />
        </Drawer>
      ) : null}
    </header>
  );
}
