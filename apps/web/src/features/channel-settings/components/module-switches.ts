// The switches of /manageModules (spec section 3 ChannelConfig): module switches, then channel flags.
import type { ChannelConfig, ChannelConfigPatch, ModuleName } from '@atende/contract';
import { moduleNames } from '@atende/contract';

export const channelFlags = ['customerPortfolioEnabled', 'enableGroup', 'operationalChannelEnabled', 'enableQRThroughChannel'] as const;
export type ChannelFlag = (typeof channelFlags)[number];
export type ConfigSwitch = ModuleName | ChannelFlag;

export { moduleNames };

const isModule = (name: ConfigSwitch): name is ModuleName => (moduleNames as readonly string[]).includes(name);

export const switchValue = (config: ChannelConfig, name: ConfigSwitch): boolean => (isModule(name) ? config.modules[name] : config[name]);

/** The smallest patch for one switch: the server merges it with what is stored. */
export const switchPatch = (name: ConfigSwitch, value: boolean): ChannelConfigPatch =>
  isModule(name) ? { modules: { [name]: value } } : { [name]: value };
