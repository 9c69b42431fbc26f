import './backOffice.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../shared/toast';
import { PRODUCT_TITLE } from '../../shared/brand';
import { whenSignedOut } from './adminHttp';
import { BackOffice } from './BackOffice';
import { LoadFailed, Loading } from './SectionParts';
import { SignInForm } from './SignInForm';
import { ADMIN_TEXT } from './texts';
import { forgetSession, meQueryKey, useMe } from './useSession';

/** /admin and below: the sign-in form, or the back office once a shop user is signed in. */
export function AdminPage() {
  const me = useMe();
  const client = useQueryClient();

  useEffect(() => {
    document.title = `${ADMIN_TEXT.pageTitle} · ${PRODUCT_TITLE}`;
    // The shop's sign-in page is nothing a search engine should list.
    const robots = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    document.head.append(robots);
    // A session that ends while the page is open (expired, signed out elsewhere) leads back to sign-in.
    whenSignedOut(() => {
      if (!client.getQueryData(meQueryKey)) return;
      forgetSession(client);
      toast(ADMIN_TEXT.sessionEnded);
    });
    return () => robots.remove();
  }, [client]);

  if (me.isPending) return <Loading />;
  if (me.isError) return <LoadFailed error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return <SignInForm />;
  return <BackOffice email={me.data.email} />;
}
