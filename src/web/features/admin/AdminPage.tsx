import './backOffice.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../shared/toast';
import { PRODUCT_TITLE } from '../../shared/brand';
import { whenSignedOut } from './adminHttp';
import { BackOffice } from './BackOffice';
import { LoadFailed, Loading } from './SectionParts';
import { SignInForm } from './SignInForm';
import { useBackOffice } from './useBackOffice';
import { forgetSession, meQueryKey, useMe } from './useSession';

/** /admin and below: the sign-in form, or the back office once a shop user is signed in. */
export function AdminPage() {
  const me = useMe();
  const client = useQueryClient();
  const { pageTitle, sessionEnded } = useBackOffice().ADMIN_TEXT;

  useEffect(() => {
    // The shop's sign-in page is nothing a search engine should list.
    const robots = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    document.head.append(robots);
    return () => robots.remove();
  }, []);

  // Again after a language switch, which titles the page as the visitor's home page.
  useEffect(() => {
    document.title = `${pageTitle} · ${PRODUCT_TITLE}`;
  });

  useEffect(() => {
    // A session that ends while the page is open (expired, signed out elsewhere) leads back to sign-in.
    whenSignedOut(() => {
      if (!client.getQueryData(meQueryKey)) return;
      forgetSession(client);
      toast(sessionEnded);
    });
  }, [client, sessionEnded]);

  if (me.isPending) return <Loading />;
  if (me.isError) return <LoadFailed error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return <SignInForm />;
  return <BackOffice email={me.data.email} />;
}
