import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import type { Profile } from '@shared/auth/api-types';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES } from '@shared/image-upload';
import { messages as shell } from '@web/app/messages';
import { OnlineOnly } from '@web/components/online-only';
import { OperativeAvatar } from '@web/components/operative-avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { messages } from '../messages';

const { t } = messages;

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
      toast.error(t('uploadError'), shell.t('offlineReason'));
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      toast.error(t('uploadError'), t('tooLarge'));
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Uploading the profile picture failed', err);
      toast.error(t('uploadError'), expectedErrorMessage(err) ?? t('uploadFailed'));
      return;
    }
    toast.success(t('pictureUpdated'), t('pictureUpdatedText'));
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Removing the profile picture failed', err);
      toast.error(t('error'), expectedErrorMessage(err) ?? t('removeFailed'));
      return;
    }
    // The Remove button is gone: keep the keyboard user in the card.
    uploadButton.current?.focus();
    toast.success(t('pictureRemoved'), t('pictureRemovedText'));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('pictureTitle')}</h2>
        </CardTitle>
        <CardDescription>{t('pictureDescription')}</CardDescription>
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
              {upload.isPending ? t('uploading') : t('uploadPicture')}
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
                {remove.isPending ? t('removing') : t('removePicture')}
              </Button>
            </OnlineOnly>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
