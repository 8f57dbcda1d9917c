// The one contract every WhatsApp provider adapter implements (cloud, gupshup, simulator, and later
// business). The 24-hour window and every business rule live in the messages service, not here:
// an adapter only translates between our shapes and the provider's.
import type { TemplateButton, TemplateDraft, TemplateHeader } from '@atende/contract';

export type MediaKind = 'image' | 'audio' | 'video' | 'document' | 'sticker';

export type InboundMedia = {
  providerMediaId: string;
  mimeType: string;
  sha256?: string;
  fileName?: string;
  caption?: string;
  /** Voice notes (audio recorded in WhatsApp) rather than forwarded audio files. */
  voice?: boolean;
};

export type InboundContactCard = {
  name: string;
  phones: Array<{ phone: string; waId?: string; type?: string }>;
  emails?: string[];
  organization?: string;
};

export type InboundOrderItem = { productRetailerId: string; quantity: number; itemPrice: number; currency: string };

export type InboundSender = {
  /**
   * Whom the contact is keyed and answered by: the phone number (Cloud: wa_id) when the provider
   * gives it, otherwise the provider's user id (a customer with a WhatsApp username may withhold
   * their number; see docs/decisions.md).
   */
  number: string;
  name: string | null;
  /** Cloud: the business-scoped user id (BSUID), stable for this customer within our portfolio. */
  userId?: string;
  /** Cloud: the customer's WhatsApp username, for display only (it can change). */
  username?: string;
};

export type InboundMessageType =
  | 'text'
  | MediaKind
  | 'location'
  | 'contacts'
  | 'interactive'
  | 'button'
  | 'order'
  | 'reaction'
  | 'unsupported'
  | 'system';

export type InboundMessage = {
  kind: 'message';
  /** The provider's id for the message (Cloud: the wamid). Processing is idempotent on it. */
  providerMessageId: string;
  from: InboundSender;
  timestamp: Date;
  type: InboundMessageType;
  text?: string;
  media?: InboundMedia;
  location?: { latitude: number; longitude: number; name?: string; address?: string; url?: string };
  contacts?: InboundContactCard[];
  /** A tap on a reply button or a list row. */
  interactive?: { kind: 'button_reply' | 'list_reply'; id: string; title: string; description?: string };
  /** A tap on a template's quick-reply button. */
  button?: { payload: string; text: string };
  order?: { catalogId: string; text?: string; items: InboundOrderItem[] };
  /** emoji null means the customer removed the reaction. */
  reaction?: { targetProviderMessageId: string; emoji: string | null };
  /** The message this one replies to. */
  context?: { providerMessageId: string };
  /** The customer forwarded this message (from another chat); it is not a reply to anything. */
  forwarded?: boolean;
  system?: { body: string; type?: string };
  /** What the provider said about an unsupported message. */
  errors?: Array<{ code: number; title: string; message?: string }>;
  /**
   * An unsupported message's own type at the provider (Cloud: unsupported.type, e.g. edit or
   * poll_creation; or the type this adapter does not read, e.g. an interactive nfm_reply).
   */
  unsupportedType?: string;
};

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export type InboundStatus = {
  kind: 'status';
  providerMessageId: string;
  status: DeliveryStatus;
  timestamp: Date;
  recipient: string;
  error?: { code: number; title: string; message?: string; details?: string };
  /**
   * What the provider bills the message as, lower-case as it says it (Cloud: pricing.category;
   * Gupshup: pricing.category of a sent or delivered event): marketing, utility, authentication,
   * service, referral_conversion...
   */
  pricingCategory?: string;
  /** The reference the send carried (OutboundMessage.reference), when the provider echoes it. */
  reference?: string;
};

export type InboundTemplateStatus = {
  kind: 'template_status';
  templateId: string;
  name: string;
  language: string;
  status: string;
  reason?: string;
};

/**
 * A problem with the provider account itself rather than any message (Cloud: `value.errors` in a
 * messages change). Nothing in our data changes; processors may log it or ignore it.
 */
export type InboundAccountError = {
  kind: 'account_error';
  errors: Array<{ code: number; title: string; message?: string; details?: string }>;
};

export type InboundEvent = InboundMessage | InboundStatus | InboundTemplateStatus | InboundAccountError;

/** One provider account's share of a webhook delivery (Cloud: one `metadata.phone_number_id`). */
export type WebhookBatch = { accountId: string; events: InboundEvent[] };

export type ReplyTo = { providerMessageId: string };

export type OutboundMessage =
  | { type: 'text'; to: string; text: string; previewUrl?: boolean; replyTo?: ReplyTo }
  | {
      type: MediaKind;
      to: string;
      /** An id from uploadMedia, or a public link. */
      media: { providerMediaId: string } | { link: string };
      caption?: string;
      fileName?: string;
      replyTo?: ReplyTo;
    }
  | {
      type: 'template';
      to: string;
      name: string;
      language: string;
      components?: TemplateComponent[];
      /** The provider's own id of the template (Gupshup sends by it; Cloud sends by name and ignores it). */
      providerTemplateId?: string;
      /**
       * Our id for the message, echoed back by the provider in its status webhooks (Cloud:
       * biz_opaque_callback_data): a status for a send whose answer was lost still finds its message.
       */
      reference?: string;
    }
  | {
      type: 'interactive_buttons';
      to: string;
      body: string;
      header?: string;
      footer?: string;
      buttons: Array<{ id: string; title: string }>;
      replyTo?: ReplyTo;
    }
  | {
      type: 'interactive_list';
      to: string;
      body: string;
      header?: string;
      footer?: string;
      button: string;
      sections: Array<{ title?: string; rows: Array<{ id: string; title: string; description?: string }> }>;
      replyTo?: ReplyTo;
    }
  | { type: 'location'; to: string; latitude: number; longitude: number; name?: string; address?: string }
  | { type: 'reaction'; to: string; targetProviderMessageId: string; emoji: string }
  /** Meta's single-product message: a product of the channel's Meta catalog, by its retailer id (our SKU). */
  | { type: 'product'; to: string; catalogId: string; productRetailerId: string; body?: string; footer?: string; replyTo?: ReplyTo }
  /** Meta's multi-product message: up to 30 products of the catalog in up to 10 titled sections. */
  | {
      type: 'product_list';
      to: string;
      catalogId: string;
      header: string;
      body: string;
      footer?: string;
      sections: Array<{ title: string; productRetailerIds: string[] }>;
      replyTo?: ReplyTo;
    };

/** A template's media by public link or by an id from uploadMedia. */
export type TemplateMediaSource = { link: string } | { id: string };

/** Shaped exactly as Meta's template parameter objects, so adapters for Cloud pass them through. */
export type TemplateParameter =
  | { type: 'text'; text: string }
  | { type: 'currency'; currency: { fallback_value: string; code: string; amount_1000: number } }
  | { type: 'date_time'; date_time: { fallback_value: string } }
  | { type: 'image'; image: TemplateMediaSource }
  | { type: 'video'; video: TemplateMediaSource }
  /** filename is what the customer's phone shows for the file. */
  | { type: 'document'; document: TemplateMediaSource & { filename?: string } };

export type TemplateComponent =
  | { type: 'header' | 'body'; parameters: TemplateParameter[] }
  | { type: 'button'; sub_type: 'quick_reply' | 'url'; index: number; parameters: Array<{ type: 'payload' | 'text'; payload?: string; text?: string }> };

export type SendResult = { providerMessageId: string };

/**
 * What went wrong at the provider, classified so the messages service can decide:
 * throughput and pair_rate are retried with backoff; window_closed tells the operator the 24-hour
 * window is closed; auth marks the channel as needing attention; invalid is our request's fault.
 */
export type ProviderErrorKind = 'throughput' | 'pair_rate' | 'window_closed' | 'auth' | 'invalid' | 'unavailable' | 'unknown';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    readonly code: number | null,
    message: string,
    readonly details?: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
  get retryable(): boolean {
    return this.kind === 'throughput' || this.kind === 'pair_rate' || this.kind === 'unavailable';
  }
}

/** A message template as the provider lists it (header, body, footer and buttons in our shapes). */
export type ProviderTemplate = {
  providerTemplateId: string;
  name: string;
  language: string;
  category: string;
  status: string;
  rejectedReason: string | null;
  header: TemplateHeader | null;
  body: string;
  footer: string | null;
  buttons: TemplateButton[];
};

/** Template management of a provider account (Cloud: the WhatsApp Business Account's templates). */
export type TemplateManager = {
  /** Every template, all pages. */
  list: () => Promise<ProviderTemplate[]>;
  /** Submits a template for review. */
  create: (draft: TemplateDraft) => Promise<{ providerTemplateId: string; status: string; category: string }>;
  /** Deletes a template by name (every language of it, as Meta does). */
  remove: (name: string) => Promise<void>;
  /**
   * Uploads a media header's sample file for review and answers the handle a create then carries as
   * the header's example (Cloud: Meta's Resumable Upload API). Absent when the provider takes samples
   * some other way (Gupshup: by public link).
   */
  uploadSample?: (file: { data: Buffer; mimeType: string; fileName: string }) => Promise<{ handle: string }>;
};

/**
 * One change of a Meta catalog item (Catalog Batch API, item_type PRODUCT_ITEM): `data` carries Meta's
 * field names (id = the retailer id, our SKU); a DELETE carries only the id.
 */
export type CatalogItemRequest = { method: 'CREATE' | 'UPDATE' | 'DELETE'; data: { id: string } & Record<string, unknown> };

/** What Meta said of a batch: its handle (empty when nothing was ingested) and the items it refused. */
export type CatalogBatchResult = { handles: string[]; rejected: Array<{ retailerId: string; message: string }> };

/**
 * Where Meta is with a batch it took (check_batch_request_status): `done` once it ended (finished,
 * canceled or error), the items it refused (their retailer id and Meta's message), and how many
 * refusals Meta counted in all (it may list fewer).
 */
export type CatalogBatchStatus = {
  status: string;
  done: boolean;
  rejected: Array<{ retailerId: string; message: string }>;
  /** Errors Meta reports without a retailer id (about the whole batch). */
  batchErrors: string[];
  rejectedTotal: number;
};

/** One page of a catalog's items: their retailer ids and the cursor of the next page (null: the last). */
export type CatalogItemsPage = { retailerIds: string[]; after: string | null };

/** A provider account's product catalogs (Cloud: Meta's Catalog Batch API on the channel's token). */
export type CatalogManager = {
  /** Sends up to CATALOG_BATCH_MAX requests to one catalog in one call. */
  itemsBatch: (catalogId: string, requests: CatalogItemRequest[]) => Promise<CatalogBatchResult>;
  /** Asks how Meta's processing of a batch (by one of its handles) is going. */
  batchStatus: (catalogId: string, handle: string) => Promise<CatalogBatchStatus>;
  /** One page of the catalog's items (retailer ids only), after `after` (null: the first page). */
  listItems: (catalogId: string, after: string | null) => Promise<CatalogItemsPage>;
};

/** Meta's documented maximum of `requests` in one items_batch call. */
export const CATALOG_BATCH_MAX = 5000;

export type ReadReceiptOptions = { typing?: boolean };

/** A provider bound to one channel's credentials. */
export type ChannelProvider = {
  send: (message: OutboundMessage) => Promise<SendResult>;
  /**
   * Tells the customer's WhatsApp that their message (and the ones before it) was read; with
   * `typing`, also that an answer is being typed (Meta shows it up to 25 s or until the reply).
   * A provider without such a call does nothing.
   */
  markRead: (providerMessageId: string, options?: ReadReceiptOptions) => Promise<void>;
  uploadMedia: (file: { data: Buffer; mimeType: string; fileName: string }) => Promise<{ providerMediaId: string }>;
  /** Fetches an inbound media file; Cloud's download URL expires in minutes, so call this promptly. */
  downloadMedia: (providerMediaId: string) => Promise<{ data: Buffer; mimeType: string }>;
  /** Absent when the provider (or the channel's credentials) cannot manage templates. */
  templates?: TemplateManager;
  /**
   * The provider takes files by public link only (Gupshup): a file uploaded in the panel goes as a
   * signed link to our own copy (PUBLIC_URL) instead of through uploadMedia.
   */
  mediaByLink?: boolean;
  /**
   * The provider sends Meta's product and product-list messages (Cloud). Without it, a product
   * message goes as its fallback (a picture with a caption, or a numbered text); see docs/decisions.md.
   */
  productMessages?: boolean;
  /** Absent when the provider has no product catalog to sync (Gupshup, the simulator). */
  catalog?: CatalogManager;
};

export type ProviderCredentials = Record<string, string>;

export type ProviderAdapter = {
  apiType: 'cloud' | 'gupshup' | 'simulator' | 'business';
  /** Which credential holds the account id webhooks are routed by (Cloud: phoneNumberId). */
  accountIdCredential: string;
  forChannel: (credentials: ProviderCredentials) => ChannelProvider;
  /** Checks a webhook's signature over the raw body bytes. */
  verifySignature: (rawBody: Buffer, headers: Record<string, string | string[] | undefined>, credentials: ProviderCredentials) => boolean;
  /** Maps a webhook body to normalized events grouped by provider account. Throws on a malformed body. */
  parseWebhook: (body: unknown) => WebhookBatch[];
};
