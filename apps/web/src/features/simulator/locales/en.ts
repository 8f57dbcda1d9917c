import type { SimulatorMessages } from './pt-BR';

export const simulatorEn: SimulatorMessages = {
  title: 'WhatsApp simulator',
  subtitle: "Play the customer: messages enter the platform the same way a real provider's do.",
  channel: 'Channel: {{name}} ({{number}})',
  noChannel: 'No simulator channel available.',
  refused: "Simulator access denied. Use it on this machine or open the link with the channel's secret (?canal=…&segredo=…).",
  customer: {
    heading: 'Customer',
    number: 'Customer number',
    numberHint: 'Country and area code, digits only (e.g. 5511987654321)',
    name: 'Customer name',
    open: 'Open conversation',
    invalidNumber: 'Enter 10 to 15 digits, with country and area code.',
    recent: 'Recent conversations',
  },
  chat: {
    empty: 'No messages yet. Write as the customer would.',
    placeholder: "Customer's message",
    send: 'Send',
    sending: 'Sending…',
    failed: 'Could not send: {{reason}}',
    choose: 'Choose',
    pickCustomer: 'Pick or type a customer to start.',
    you: 'Customer',
    company: 'Company',
  },
  ticks: { pending: 'Sending', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed', received: 'Received' },
};
