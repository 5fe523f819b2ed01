import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import { useI18n } from '../../i18n';
import { useSession } from '../../lib/auth/get-session';
import styles from './nav-bar.module.css';

const ENTRIES = [
  { to: '/dashboard', label: /*i18n*/ 'nav.dashboard' },
  { to: '/dishes', label: /*i18n*/ 'nav.dishes' },
  { to: '/shopping', label: /*i18n*/ 'nav.shopping' },
  { to: '/pantry', label: /*i18n*/ 'nav.pantry' },
  { to: '/hearths', label: /*i18n*/ 'nav.hearths' },
  { to: '/profile', label: /*i18n*/ 'nav.profile' },
  { to: '/settings', label: /*i18n*/ 'nav.settings' },
] as const;

/** The admin screen, in the menu of admins only. */
const ADMIN_ENTRY = { to: '/admin', label: /*i18n*/ 'nav.admin' } as const;

function NavLinks({ className, onNavigate }: { className: string | undefined; onNavigate?: () => void }) {
  const { i18n } = useI18n();
  const admin = useSession().data?.admin === true;
  return (
    <ul className={className}>
      {(admin ? [...ENTRIES, ADMIN_ENTRY] : ENTRIES).map((entry) => (
        <li key={entry.to}>
          {/* `end` makes an entry active only when the path equals it exactly. */}
          <NavLink to={entry.to} end className={styles.link} onClick={onNavigate}>
            {i18n._(entry.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The brand, and for a signed-in visitor the app's menu; a signed-out page has nothing to navigate to. */
export function NavBar({ signedIn }: { signedIn: boolean }) {
  const { i18n } = useI18n();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label={i18n._('nav.main')}>
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
              aria-label={i18n._('nav.openMenu')}
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
          label={i18n._('nav.menu')}
          heading={<span className={styles.brand}>The Hearth</span>}
          onClose={closeDrawer}
        >
          <NavLinks className={styles.drawerLinks} onNavigate={closeDrawer} />
        </Drawer>
      ) : null}
    </header>
  );
}
