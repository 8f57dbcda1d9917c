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
  attach: {
    button: 'Attach',
    image: 'Image',
    document: 'Document',
    caption: 'Caption (optional)',
    remove: 'Remove attachment',
    empty: 'The file is empty.',
    imageType: 'The image must be JPEG or PNG. Send other formats as a document.',
    tooLarge: {
      image: 'File too large: WhatsApp takes images up to {{max}} MB. Send it as a document.',
      document: 'File too large: the simulator takes documents up to {{max}} MB.',
    },
  },
  ticks: { pending: 'Sending', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed', received: 'Received' },
};
