import { useMessages } from '../../shared/i18n/LanguageProvider';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

/**
 * The result alone on a dark screen, as large as the screen allows. A tap anywhere, the close
 * button or Escape brings the result dialog back (radix stacks it over that dialog).
 */
export function FullScreenImage({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const { FLOW_TEXT, POLISH_TEXT } = useMessages();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black" />
        <Dialog.Content
          data-testid="result-fullscreen"
          aria-describedby={undefined}
          className="fixed inset-view z-[70] flex items-center justify-center outline-none"
          onClick={onClose}
        >
          <Dialog.Title className="sr-only">{POLISH_TEXT.fullScreenTitle}</Dialog.Title>
          <img src={src} alt={alt} className="h-full w-full object-contain" />
          <Dialog.Close
            className="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/30 hover:bg-black/80"
            aria-label={FLOW_TEXT.close}
          >
            <X className="h-6 w-6" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
