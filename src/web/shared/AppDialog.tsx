import { useMessages } from './i18n/LanguageProvider';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEventHandler, ReactNode } from 'react';

interface AppDialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg';
  /** False for screens the visitor leaves only through their own buttons (processing). */
  dismissible?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  testId?: string;
}

/** The product's dialog: radix handles focus trapping, Escape and screen-reader labelling. */
export function AppDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  dismissible = true,
  onKeyDown,
  testId,
}: AppDialogProps) {
  const { FLOW_TEXT } = useMessages();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          data-testid={testId}
          onKeyDown={onKeyDown}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed left-1/2 top-view-middle z-50 max-h-view-92 w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6 ${size === 'lg' ? 'max-w-3xl' : 'max-w-lg'}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close
                className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                aria-label={FLOW_TEXT.close}
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            )}
          </div>
          {description && <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
