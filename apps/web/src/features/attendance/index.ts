export { OperatorStatusSwitch } from './components/operator-status-switch';
export { ChannelAttentionBanner } from './components/channel-attention-banner';
