import { shoppingMessages as messages } from '../messages';

/** The Instacart list's address, offered when the browser would not open it by itself. */
export function InstacartLink({ url }: { url: string }) {
  return (
    <p role="status">
      {messages.listReady}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {messages.openList}
      </a>
    </p>
  );
}
