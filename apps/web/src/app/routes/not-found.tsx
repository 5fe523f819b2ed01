import { useI18n } from './i18n';
import { RichText } from '../../lib/i18n/rich-text';
import { Link } from 'react-router';

export function Component() {
  const { i18n } = useI18n();
  return (
    <section>
      <h1>{i18n._('app.notFound.title')}</h1>
      <p>
        <RichText text={i18n._('app.notFound.text')} parts={[<Link to="/dashboard" />]} />
      </p>
    </section>
  );
}
