import { Download } from 'lucide-react';

interface DownloadLinkProps {
  href: string;
  fileName: string;
  /** What the icon-only link says to screen readers. */
  label: string;
  className: string;
  iconClassName: string;
}

/** A download icon that saves a picture under a name of the product's choosing. */
export function DownloadLink({ href, fileName, label, className, iconClassName }: DownloadLinkProps) {
  return (
    <a href={href} download={fileName} aria-label={label} className={className}>
      <Download className={iconClassName} aria-hidden="true" />
    </a>
  );
}
