import { useI18n } from '../i18n';

/** The Instacart list's address, offered when the browser would not open it by itself. */
export function InstacartLink({ url }: { url: string }) {
  const { i18n } = useI18n();
  return (
    <p role="status">
      {i18n._('shopping.instacart.ready')}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {i18n._('shopping.instacart.open')}
      </a>
    </p>
  );
}
