import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import type { Profile } from '@shared/auth/api-types';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES } from '@shared/image-upload';
import { OnlineOnly, OFFLINE_REASON } from '@web/components/online-only';
import { OperativeAvatar } from '@web/components/operative-avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

/** The server's own words for a file over the limit (it answers 413 with the same). */
export const TOO_LARGE = 'Image must be 5 MB or smaller';

/**
 * Profile picture: the current one, or the initials when there is none. A chosen file uploads
 * at once and Remove Picture deletes at once; neither waits for Save Changes (decision 070).
 * Both write, so offline both are disabled with the reason (decision 081).
 */
export function ProfilePictureCard({ profile, initials }: { profile: Profile; initials: string }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again is a new upload.
    input.value = '';
    if (!file) return;
    // The connection went while the browser's picker was open.
    if (!isOnline()) {
      toast.error('Upload Error', OFFLINE_REASON);
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      toast.error('Upload Error', TOO_LARGE);
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Uploading the profile picture failed', err);
      toast.error('Upload Error', expectedErrorMessage(err) ?? 'Failed to upload picture. Please try again.');
      return;
    }
    toast.success('Picture updated', 'Your new profile picture is saved.');
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Removing the profile picture failed', err);
      toast.error('Error', expectedErrorMessage(err) ?? 'Failed to remove picture. Please try again.');
      return;
    }
    // The Remove button is gone: keep the keyboard user in the card.
    uploadButton.current?.focus();
    toast.success('Picture removed', 'Your initials show in its place.');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Profile Picture</h2>
        </CardTitle>
        <CardDescription>JPEG, PNG, WebP or GIF up to 5 MB. Saved as soon as you choose it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4 sm:gap-6">
        <OperativeAvatar
          initials={initials}
          src={profile.avatarUrl}
          className="size-20 border-2 text-2xl sm:size-24 sm:text-3xl"
        />
        <div className="flex flex-wrap gap-2">
          <OnlineOnly>
            <Button
              ref={uploadButton}
              type="button"
              variant="tactical"
              disabled={busy}
              aria-busy={upload.isPending || undefined}
              onClick={() => fileInput.current?.click()}
            >
              <ImageUpIcon aria-hidden="true" />
              {upload.isPending ? 'Uploading...' : 'Upload Picture'}
            </Button>
          </OnlineOnly>
          {/* The button above is the control people use; this is only the browser's picker. */}
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_UPLOAD_ACCEPT}
            hidden
            tabIndex={-1}
            onChange={(e) => void onFile(e)}
          />
          {profile.avatarUrl ? (
            <OnlineOnly>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                aria-busy={remove.isPending || undefined}
                onClick={() => void onRemove()}
              >
                <Trash2Icon aria-hidden="true" />
                {remove.isPending ? 'Removing...' : 'Remove Picture'}
              </Button>
            </OnlineOnly>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
