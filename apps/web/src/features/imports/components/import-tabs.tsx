import { useState } from 'react';
import type { ImportDraft, ImportJob } from '@hearth/shared/imports';
import { Tabs } from '../../../components/ui/tabs';
import { FileImportPanel } from './file-import-panel';
import { PasteImportForm } from './paste-import-form';
import { useI18n } from '../i18n';
import type { SharedPage } from './shared-page';
import { UrlImportForm } from './url-import-form';

type ImportTab = 'url' | 'paste' | 'file';

interface ImportTabsProps {
  shared: SharedPage;
  /** A web address or a paste was read: the cook reviews the draft next. */
  onDraft: (draft: ImportDraft) => void;
  /** An export file's import ended (the library has changed). */
  onFileImportEnded: (job: ImportJob) => void;
}

/** The three ways in: a web address, a paste, another app's export file. */
export function ImportTabs({ shared, onDraft, onFileImportEnded }: ImportTabsProps) {
  const { i18n } = useI18n();
  const [tab, setTab] = useState<ImportTab>(shared.text && !shared.url ? 'paste' : 'url');
  return (
    <Tabs<ImportTab>
      label={i18n._('imports.tabs.label')}
      selected={tab}
      onSelect={setTab}
      tabs={[
        {
          key: 'url',
          label: i18n._('imports.tabs.url'),
          panel: <UrlImportForm sharedUrl={shared.url} onDraft={onDraft} onUsePaste={() => setTab('paste')} />,
        },
        { key: 'paste', label: i18n._('imports.tabs.paste'), panel: <PasteImportForm sharedText={shared.text} onDraft={onDraft} /> },
        { key: 'file', label: i18n._('imports.tabs.file'), panel: <FileImportPanel onEnded={onFileImportEnded} /> },
      ]}
    />
  );
}
