import { CircleCheckIcon, InfoIcon, LoaderCircleIcon, OctagonAlertIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** How long a toast stays up. "About 4 to 5 seconds" (docs/product.md#messages-shared-by-every-screen). */
export const TOAST_DURATION_MS = 4500;

type HoldfastToasterProps = Omit<ToasterProps, 'visibleToasts' | 'theme' | 'duration'>;

/**
 * Where toasts appear (decision 0295): at the top in the middle, below the sticky page header (and
 * the offline banner when it shows), on phones and desktops alike. Buttons just pressed sit in the
 * header's right-hand corner, at the bottom of a form or in a bar stuck to the bottom of the screen
 * (Save plan): a toast there covered them.
 */
export const TOAST_OFFSET = 'calc(var(--offline-banner-height, 0px) + 4.5rem)';

/**
 * Mount once near the root. One toast is visible at a time, each lasts 4.5 s, and the theme
 * follows the OS (globals.css re-scopes the palette on sonner's theme attribute). Show toasts
 * through ./toast, not sonner directly, so every call gets the same style.
 */
export function Toaster({ toastOptions, ...props }: HoldfastToasterProps) {
  return (
    <Sonner
      theme="system"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      offset={{ top: TOAST_OFFSET }}
      mobileOffset={{ top: TOAST_OFFSET, left: '1rem', right: '1rem' }}
      closeButton
      icons={{
        success: <CircleCheckIcon aria-hidden="true" className="size-4" />,
        info: <InfoIcon aria-hidden="true" className="size-4" />,
        warning: <TriangleAlertIcon aria-hidden="true" className="size-4" />,
        error: <OctagonAlertIcon aria-hidden="true" className="size-4" />,
        loading: <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />,
        close: <XIcon aria-hidden="true" className="size-3" />,
      }}
      toastOptions={{
        closeButtonAriaLabel: 'Dismiss notification',
        // On phones the close button is a 44 px target inside the toast's top-right corner (sonner's
        // own is 20 px, astride the corner); the text makes room for it.
        classNames: {
          toast: 'max-sm:pr-14!',
          closeButton:
            'max-sm:size-11! max-sm:left-auto! max-sm:right-1! max-sm:top-1! max-sm:transform-none! max-sm:border-0! max-sm:bg-transparent!',
        },
        ...toastOptions,
      }}
      {...props}
    />
  );
}
