import { Outlet } from 'react-router';
import { useAppTheme } from '../../lib/theme';
import { NavBar } from './nav-bar';
import styles from './root-layout.module.css';

export function RootLayout() {
  useAppTheme();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <NavBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
