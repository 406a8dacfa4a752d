import { useState, type ReactElement } from 'react';
import { Alert, Button, Input, Modal, Space, Table, Typography, Upload as AntUpload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_FILE_BYTES } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { ImportFileError, MAX_IMPORT_ROWS, parseImportFile, parseImportText, type ImportParse } from './role-import';
import { importRoles, userKeys, type ImportRow } from './user.api';

const PREVIEW_ROWS = 8;

/**
 * Role import: an .xlsx (read by the server), .csv/.txt file, or a pasted table → rows {account, roles} →
 * /user/importRoles. Nothing is sent while the parse reports problems.
 */
export function ImportRolesDialog({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ImportParse | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (rows: ImportRow[]) => importRoles(rows),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      onClose();
    },
  });

  const readFile = async (file: File): Promise<void> => {
    setFileError(null);
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t('components.upload.failed'));
      return;
    }
    try {
      setParsed(await parseImportFile(file));
    } catch (error) {
      setParsed(null);
      setFileError(error instanceof ImportFileError ? (error.serverMessage ?? t(error.key)) : t('identity.import.unreadable'));
    }
  };

  const rows = parsed?.rows ?? [];
  const tooMany = rows.length > MAX_IMPORT_ROWS;
  const problems = parsed?.problems ?? [];
  const canSend = rows.length > 0 && !problems.length && !tooMany;

  return (
    <Modal
      open
      width={640}
      title={t('identity.import.title')}
      okText={t('identity.import.submit')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={{ disabled: !canSend, 'data-testid': 'user-import-submit' }}
      confirmLoading={send.isPending}
      onOk={() => send.mutate(rows)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('identity.import.help')}</Typography.Paragraph>
        <AntUpload
          accept=".xlsx,.csv,.txt,.tsv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void readFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="user-import-file">
            {t('identity.import.chooseFile')}
          </Button>
        </AntUpload>
        <Typography.Text>{t('identity.import.pasteLabel')}</Typography.Text>
        <Input.TextArea
          rows={5}
          value={text}
          placeholder={t('identity.import.pastePlaceholder')}
          onChange={(event) => setText(event.target.value)}
          data-testid="user-import-text"
        />
        <Button onClick={() => setParsed(parseImportText(text))} disabled={!text.trim()} data-testid="user-import-parse">
          {t('identity.import.parse')}
        </Button>
        {fileError && <Alert type="error" showIcon message={fileError} />}
        {parsed && !rows.length && !problems.length && <Alert type="warning" showIcon message={t('identity.import.empty')} />}
        {tooMany && <Alert type="error" showIcon message={t('identity.import.tooMany', [MAX_IMPORT_ROWS])} />}
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            data-testid="user-import-problems"
            message={problems.slice(0, 10).map((problem) => (
              <div key={problem.row}>{t('identity.import.rowError', [problem.row, t(problem.key)])}</div>
            ))}
          />
        )}
        {rows.length > 0 && (
          <>
            <Typography.Text data-testid="user-import-count">{t('identity.import.preview', [rows.length])}</Typography.Text>
            <Table<ImportRow>
              size="small"
              rowKey={(row) => rows.indexOf(row)}
              pagination={false}
              dataSource={rows.slice(0, PREVIEW_ROWS)}
              columns={[
                { key: 'account', dataIndex: 'account', title: t('identity.user.fields.account') },
                { key: 'roles', dataIndex: 'roles', title: t('identity.user.fields.roles') },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
