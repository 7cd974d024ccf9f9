import { useRef, useState, type FormEvent } from 'react';
import { PRODUCT_IMAGE_ALT_MAX, PRODUCT_IMAGES_MAX } from '@shop/domain';
import { useUploadProductImage } from '../api/product-image-upload';
import { PICTURE_ACCEPT, PICTURE_MB, pictureFileProblem } from '../../../admin/lib/picture-file';
import { Notice, adminErrorMessage, primaryButtonCls } from '../../../admin/components/admin-ui';
import { FileField } from '../../../admin/components/file-field';
import { InputField } from '../../../admin/components/product-fields';
import { ProgressMeter } from '../../../admin/components/progress-meter';

/** One upload under way: which file, how far. */
type Sending = { name: string; index: number; count: number; percent: number };

export function UploadForm({
  sku,
  count,
  onDone,
}: {
  sku: string;
  count: number;
  onDone: (message: string) => void;
}) {
  const upload = useUploadProductImage(sku);
  const input = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const room = PRODUCT_IMAGES_MAX - count;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    const files = Array.from(input.current?.files ?? []);
    if (files.length === 0) {
      setProblem('Choose a picture');
      input.current?.focus();
      return;
    }
    const problems = files.map(pictureFileProblem).filter((p): p is string => p !== null);
    if (files.length > room)
      problems.push(`A product has at most ${PRODUCT_IMAGES_MAX} pictures: choose ${room} or fewer.`);
    if (problems.length > 0) {
      setProblem(problems.join(' '));
      input.current?.focus();
      return;
    }
    setProblem(null);
    let sent = 0;
    try {
      for (const [i, file] of files.entries()) {
        setSending({ name: file.name, index: i + 1, count: files.length, percent: 0 });
        await upload.mutateAsync({
          file,
          alt,
          onProgress: ({ sent: done, total }) =>
            setSending({
              name: file.name,
              index: i + 1,
              count: files.length,
              percent: Math.min(100, Math.floor((done / total) * 100)),
            }),
        });
        sent += 1;
      }
      onDone(files.length === 1 ? `Uploaded ${files[0]!.name}.` : `Uploaded ${files.length} pictures.`);
      setAlt('');
      if (input.current) input.current.value = '';
    } catch (err) {
      setFailure(
        `${sent > 0 ? `${sent} of ${files.length} uploaded. ` : ''}${adminErrorMessage(
          err,
          'The picture could not be uploaded. Please try again.',
        )}`,
      );
    } finally {
      setSending(null);
    }
  };

  return (
    <form
      noValidate
      aria-label="Upload pictures"
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-3 rounded-lg border border-dashed border-neutral-300 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FileField
          label="Pictures"
          className="min-w-0"
          inputRef={input}
          multiple
          accept={PICTURE_ACCEPT}
          disabled={sending !== null || room <= 0}
          error={problem}
          onChange={() => setProblem(null)}
          hint={
            <>
              JPEG, PNG or WebP, at most {PICTURE_MB} MB each; stored as WebP without metadata.{' '}
              {room > 0
                ? `Room for ${room} more.`
                : `The product has ${PRODUCT_IMAGES_MAX} pictures, the most it may.`}
            </>
          }
        />
        <InputField
          label="Alt text of the upload"
          optional
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          maxLength={PRODUCT_IMAGE_ALT_MAX}
          hint="What the picture shows, for screen readers; empty: the product’s name."
        />
      </div>
      {sending && (
        <ProgressMeter
          label={`Uploading ${sending.name}`}
          shown={`Uploading ${sending.name}${
            sending.count > 1 ? ` (${sending.index} of ${sending.count})` : ''
          }: ${sending.percent}%`}
          percent={sending.percent}
        />
      )}
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <div>
        <button type="submit" className={primaryButtonCls} disabled={sending !== null || room <= 0}>
          {sending ? 'Uploading…' : 'Upload'}
        </button>
      </div>
    </form>
  );
}
