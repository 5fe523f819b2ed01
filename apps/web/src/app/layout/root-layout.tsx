import { Outlet } from 'react-router';
import { NavBar } from './nav-bar';
import styles from './root-layout.module.css';

export function RootLayout() {
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
