import { useId, useRef, useState, type ChangeEvent } from 'react';
import { PICTURE_MAX_PX, type PictureUploadKind } from '@shop/domain';
import { useUploadPicture } from '../api/picture-upload';
import { PICTURE_ACCEPT, PICTURE_MB, pictureFileProblem } from '../lib/picture-file';
import { Notice, adminErrorMessage, secondaryButtonCls } from './admin-ui';
import { ProgressMeter } from './progress-meter';

/** One upload under way: which file, how far. */
type Sending = { name: string; percent: number };

/**
 * The upload button of a picture field (decision 058): it opens the file picker, checks the chosen picture's
 * type and size, sends it with its progress shown, and hands the stored picture's path to `onUploaded`; a
 * refusal is said under it (an alert), a success in a polite status.
 */
export function PictureUploadButton({
  kind,
  label,
  onUploaded,
}: {
  kind: PictureUploadKind;
  /** The field's label: the button says "Upload a picture for {label}". */
  label: string;
  onUploaded: (path: string) => void;
}) {
  const upload = useUploadPicture(kind);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [sending, setSending] = useState<Sending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onChosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a refusal.
    e.target.value = '';
    if (!file) return;
    setDone(null);
    const problem = pictureFileProblem(file);
    setFailure(problem);
    if (problem) return;
    setSending({ name: file.name, percent: 0 });
    try {
      const stored = await upload.mutateAsync({
        file,
        onProgress: ({ sent, total }) =>
          setSending({ name: file.name, percent: Math.min(100, Math.floor((sent / total) * 100)) }),
      });
      onUploaded(stored.path);
      setDone(`Uploaded ${file.name}: ${label} is now ${stored.path}.`);
    } catch (err) {
      setFailure(adminErrorMessage(err, `${file.name} could not be uploaded. Please try again.`));
    } finally {
      setSending(null);
    }
  };

  return (
    <div className="grid gap-2">
      <div>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          hidden
          accept={PICTURE_ACCEPT}
          aria-label={`Picture file for ${label}`}
          onChange={(e) => void onChosen(e)}
        />
        <button
          type="button"
          className={secondaryButtonCls}
          disabled={sending !== null}
          aria-describedby={failure ? `${id}-failure ${id}-hint` : `${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {sending ? `Uploading a picture for ${label}…` : `Upload a picture for ${label}`}
        </button>
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
          JPEG, PNG or WebP, at most {PICTURE_MB} MB; stored as WebP of at most {PICTURE_MAX_PX} px.
        </p>
      </div>
      {sending && (
        <ProgressMeter
          label={`Uploading ${sending.name}`}
          shown={`Uploading ${sending.name}: ${sending.percent}%`}
          percent={sending.percent}
        />
      )}
      {failure && (
        <Notice tone="error" role="alert">
          <span id={`${id}-failure`}>{failure}</span>
        </Notice>
      )}
      <p role="status" className="text-xs text-neutral-700">
        {done}
      </p>
    </div>
  );
}
