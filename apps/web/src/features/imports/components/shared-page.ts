/**
 * What arrived with the import screen's address: from the bookmarklet (?url=), or from a
 * phone's share sheet through the Web Share Target (?url=&text=&title=). Many apps share a
 * page as text that holds its address ("Lemon Tart https://..."), so the address is looked
 * for in the text too.
 */
export interface SharedPage {
  /** An http(s) address to read, or ''. */
  url: string;
  /** Text shared without any address, for the Paste tab, or ''. */
  text: string;
}

const ADDRESS = /https?:\/\/[^\s<>"']+/iu;

function httpAddress(value: string): string {
  const found = ADDRESS.exec(value)?.[0]?.replace(/[).,;!?]+$/u, '') ?? '';
  try {
    return found && /^https?:$/u.test(new URL(found).protocol) ? found : '';
  } catch {
    return '';
  }
}

export function sharedPage(params: URLSearchParams): SharedPage {
  const url = params.get('url')?.trim() ?? '';
  const text = params.get('text')?.trim() ?? '';
  const address = httpAddress(url) || httpAddress(text);
  if (address) return { url: address, text: '' };
  const title = params.get('title')?.trim() ?? '';
  return { url: '', text: [title, text].filter(Boolean).join('\n') };
}
