export { EmbedChatPage } from './routes/chat-route';
export { TranscriptPage } from './routes/transcript-route';
