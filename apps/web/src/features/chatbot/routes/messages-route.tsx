// /managemessages: the channel's automatic messages.
import { useAutomaticMessages } from '../api/automatic-messages';
import { MessagesForm } from '../components/messages-form';
import { WhenLoaded } from './bot-loader';

export function AutomaticMessagesPage() {
  const query = useAutomaticMessages();
  return <WhenLoaded query={query}>{(messages) => <MessagesForm messages={messages} />}</WhenLoaded>;
}
