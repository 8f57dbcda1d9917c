// A compact emoji set for the composer, loaded only when the picker first opens. Categories follow
// Unicode's groups (their names are in the locale files); the common emoji have pt-BR keywords
// for the search. Emoji are space-separated so sequences (skin tones, flags, ZWJ) stay whole.

export const emojiCategoryIds = ['smileys', 'people', 'nature', 'food', 'activities', 'travel', 'objects', 'symbols', 'flags'] as const;
export type EmojiCategoryId = (typeof emojiCategoryIds)[number];

export type EmojiCategory = { id: EmojiCategoryId; icon: string; emojis: readonly string[] };

const list = (emojis: string) => emojis.trim().split(/\s+/);

export const emojiCategories: readonly EmojiCategory[] = [
  {
    id: 'smileys',
    icon: '😀',
    emojis: list(`
      😀 😃 😄 😁 😆 😅 🤣 😂 🙂 🙃 😉 😊 😇 🥰 😍 🤩 😘 😗 😚 😙 😋 😛 😜 🤪 😝 🤑 🤗 🤭 🤫 🤔
      🤐 🤨 😐 😑 😶 😏 😒 🙄 😬 😌 😔 😪 🤤 😴 😷 🤒 🤕 🤢 🤮 🥵 🥶 🥴 😵 🤯 🤠 🥳 😎 🤓 🧐 😕
      😟 🙁 😮 😯 😲 😳 🥺 😦 😧 😨 😰 😥 😢 😭 😱 😖 😣 😞 😓 😩 😫 🥱 😤 😡 😠 🤬 😈 💀 💩 🤡
      👻 👽 🤖 😺 😸 😹 😻 😼 😽 🙀 😿 😾 🙈 🙉 🙊 💋 💌 💘 💝 💖 💗 💓 💞 💕 💟 ❣️ 💔 ❤️ 🧡 💛
      💚 💙 💜 🤎 🖤 🤍 💯 💢 💥 💫 💦 💨 💬 💭 💤
    `),
  },
  {
    id: 'people',
    icon: '👋',
    emojis: list(`
      👋 🤚 🖐️ ✋ 🖖 👌 🤌 🤏 ✌️ 🤞 🤟 🤘 🤙 👈 👉 👆 👇 ☝️ 👍 👎 ✊ 👊 🤛 🤜 👏 🙌 👐 🤲 🤝 🙏
      ✍️ 💅 🤳 💪 👀 👁️ 👅 👄 🧠 👶 🧒 👦 👧 🧑 👨 👩 🧓 👴 👵 🙍 🙎 🙅 🙆 💁 🙋 🧏 🙇 🤦 🤷 🧑‍💻
      🧑‍💼 🧑‍🔧 🧑‍🍳 🧑‍🏫 🧑‍⚕️ 👮 🕵️ 💂 👷 🤴 👸 🎅 🤶 🦸 🦹 🧙 🧚 💆 💇 🚶 🏃 💃 🕺 👯 🧘 👫 👪 🗣️ 👤
    `),
  },
  {
    id: 'nature',
    icon: '🐶',
    emojis: list(`
      🐶 🐱 🐭 🐹 🐰 🦊 🐻 🐼 🐨 🐯 🦁 🐮 🐷 🐸 🐵 🐔 🐧 🐦 🐤 🦆 🦅 🦉 🦇 🐺 🐴 🦄 🐝 🐛 🦋 🐌
      🐞 🐜 🐢 🐍 🦎 🐙 🦑 🦀 🐠 🐟 🐬 🐳 🐋 🦈 🐊 🐅 🐆 🦓 🦍 🐘 🦒 🐪 🐄 🐖 🐑 🐐 🐓 🦜 🦩 🐕
      🐈 🐇 🦔 🐾 💐 🌸 💮 🌹 🥀 🌺 🌻 🌼 🌷 🌱 🪴 🌲 🌳 🌴 🌵 🌾 🌿 ☘️ 🍀 🍁 🍂 🍃 🍄 🌍 🌎 🌙
      ⭐ 🌟 ✨ ⚡ 🔥 🌈 ☀️ 🌤️ ⛅ 🌧️ ⛈️ ❄️ ☃️ ⛄ 🌊 💧
    `),
  },
  {
    id: 'food',
    icon: '🍔',
    emojis: list(`
      🍏 🍎 🍐 🍊 🍋 🍌 🍉 🍇 🍓 🫐 🍈 🍒 🍑 🥭 🍍 🥥 🥝 🍅 🥑 🥦 🥬 🥒 🌶️ 🌽 🥕 🧄 🧅 🥔 🍠 🥐
      🍞 🥖 🧀 🥚 🍳 🥓 🥩 🍗 🍖 🌭 🍔 🍟 🍕 🥪 🌮 🌯 🥗 🍝 🍜 🍲 🍛 🍣 🍱 🥟 🍤 🍙 🍚 🍘 🍢 🍧
      🍨 🍦 🥧 🧁 🍰 🎂 🍮 🍭 🍬 🍫 🍿 🍩 🍪 🥜 🍯 🥛 ☕ 🍵 🧃 🥤 🍶 🍺 🍻 🥂 🍷 🥃 🍸 🍹 🧉 🧊
    `),
  },
  {
    id: 'activities',
    icon: '⚽',
    emojis: list(`
      ⚽ 🏀 🏈 ⚾ 🥎 🎾 🏐 🏉 🎱 🏓 🏸 🥊 🥋 ⛳ 🎣 🤿 🎽 🛹 🛼 ⛸️ 🥌 🎿 🏂 🏋️ 🤸 ⛹️ 🤾 🏄 🏊 🚴
      🏆 🥇 🥈 🥉 🏅 🎖️ 🎗️ 🎫 🎟️ 🎪 🎭 🎨 🎬 🎤 🎧 🎵 🎶 🎼 🎹 🥁 🎷 🎺 🎸 🪕 🎻 🎲 ♟️ 🎯 🎳 🎮 🎰 🧩
      🎉 🎊 🎈 🎁 🎀 🎄 🎃 🎆 🎇 🧨
    `),
  },
  {
    id: 'travel',
    icon: '🚗',
    emojis: list(`
      🚗 🚕 🚙 🚌 🚎 🏎️ 🚓 🚑 🚒 🚐 🛻 🚚 🚛 🚜 🛵 🏍️ 🚲 🛴 🚨 🚔 🚍 🚘 🚖 ✈️ 🛫 🛬 🚀 🛸 🚁 ⛵
      🚤 🛳️ 🚢 ⚓ ⛽ 🚧 🚦 🚥 🗺️ 🗽 🗼 🏰 🏯 🏟️ 🎡 🎢 🎠 ⛱️ 🏖️ 🏝️ 🏜️ 🌋 ⛰️ 🏔️ 🏕️ 🏠 🏡 🏢 🏬 🏣
      🏥 🏦 🏨 🏪 🏫 🏛️ ⛪ 🕌 🕍 🌃 🌆 🌅 🌄 🌉
    `),
  },
  {
    id: 'objects',
    icon: '💡',
    emojis: list(`
      ⌚ 📱 📲 💻 ⌨️ 🖥️ 🖨️ 🖱️ 💾 💿 📷 📸 📹 🎥 📞 ☎️ 📟 📠 📺 📻 🎙️ ⏰ ⏳ ⌛ 📡 🔋 🔌 💡 🔦 🕯️
      💸 💵 💴 💶 💷 💰 💳 💎 ⚖️ 🧰 🔧 🔨 🛠️ ⚙️ 🧱 🔫 💣 🔪 🛡️ 🔮 💊 💉 🩺 🧬 🌡️ 🧹 🧺 🧻 🚽 🚿
      🛁 🧼 🛎️ 🔑 🗝️ 🚪 🛋️ 🛏️ 🧸 🖼️ 🛍️ 🛒 🎁 ✉️ 📩 📨 📧 📦 🏷️ 📪 📬 📮 📜 📃 📄 📑 📊 📈 📉 📅
      📆 🗓️ 📇 📋 📁 📂 🗂️ 📰 📓 📔 📒 📕 📗 📘 📙 📚 📖 🔖 🔗 📎 🖇️ 📐 📏 📌 📍 ✂️ 🖊️ 🖋️ ✒️ 🖌️
      🖍️ 📝 ✏️ 🔍 🔎 🔏 🔐 🔒 🔓
    `),
  },
  {
    id: 'symbols',
    icon: '✅',
    emojis: list(`
      ✅ ☑️ ✔️ ❌ ❎ ➕ ➖ ➗ ✖️ ❓ ❔ ❕ ❗ ‼️ ⁉️ ⚠️ 🚫 ⛔ 📛 🔞 ♻️ 🔰 ⭕ 🆗 🆕 🆓 🆙 🆒 🆘 ℹ️
      🔝 🔜 🔛 🔚 🔙 🔃 🔄 🔁 🔂 ▶️ ⏸️ ⏹️ ⏺️ ⏭️ ⏮️ ⏩ ⏪ 🔀 🔼 🔽 ⬆️ ⬇️ ⬅️ ➡️ ↗️ ↘️ ↙️ ↖️ ↕️ ↔️
      🔴 🟠 🟡 🟢 🔵 🟣 🟤 ⚫ ⚪ 🟥 🟧 🟨 🟩 🟦 🟪 ⬛ ⬜ 🔶 🔷 🔸 🔹 🔺 🔻 💠 🔘 🔳 🔲 #️⃣ *️⃣ 0️⃣
      1️⃣ 2️⃣ 3️⃣ 4️⃣ 5️⃣ 6️⃣ 7️⃣ 8️⃣ 9️⃣ 🔟 💲 ©️ ®️ ™️ 🕐 🕑 🕒 🕓 🕔 🕕 🕖 🕗 🕘 🕙 🕚 🕛 📣 📢 🔔 🔕
    `),
  },
  {
    id: 'flags',
    icon: '🏳️',
    emojis: list(`
      🇧🇷 🇵🇹 🇦🇴 🇲🇿 🇦🇷 🇺🇾 🇵🇾 🇨🇱 🇧🇴 🇵🇪 🇨🇴 🇻🇪 🇲🇽 🇺🇸 🇨🇦 🇪🇸 🇫🇷 🇮🇹 🇩🇪 🇬🇧 🇯🇵 🇨🇳
      🇪🇺 🇺🇳 🏁 🚩 🎌 🏴 🏳️ 🏳️‍🌈
    `),
  },
];

/** pt-BR search words of the common emoji (lower case, accents allowed; the search ignores them). */
export const emojiKeywords: Readonly<Record<string, string>> = {
  '😀': 'sorriso feliz alegre',
  '😃': 'sorriso feliz alegre',
  '😄': 'sorriso feliz risada',
  '😁': 'sorriso dentes feliz',
  '😆': 'risada rindo',
  '😅': 'risada suor nervoso ufa',
  '🤣': 'rolando de rir risada kkk',
  '😂': 'chorando de rir risada kkk lágrimas',
  '🙂': 'sorriso leve',
  '🙃': 'de cabeça para baixo ironia',
  '😉': 'piscadela piscando',
  '😊': 'sorriso corado feliz',
  '😇': 'anjo inocente',
  '🥰': 'apaixonado amor corações',
  '😍': 'apaixonado amor olhos de coração',
  '🤩': 'deslumbrado estrelas uau',
  '😘': 'beijo mandando beijo',
  '😋': 'delícia gostoso saboroso',
  '😜': 'piscando língua brincadeira',
  '🤪': 'doido maluco',
  '🤑': 'dinheiro rico',
  '🤗': 'abraço',
  '🤭': 'ops mão na boca',
  '🤫': 'silêncio segredo psiu',
  '🤔': 'pensando pensativo dúvida hum',
  '🤐': 'boca fechada segredo',
  '🤨': 'desconfiado sobrancelha',
  '😐': 'neutro sem expressão',
  '😶': 'sem boca calado',
  '😏': 'sorriso malicioso',
  '😒': 'entediado insatisfeito',
  '🙄': 'revirando os olhos',
  '😬': 'careta constrangido',
  '😌': 'aliviado calmo',
  '😔': 'pensativo triste',
  '😴': 'dormindo sono',
  '😷': 'máscara doente',
  '🤒': 'febre doente termômetro',
  '🤢': 'enjoado náusea',
  '🥵': 'calor quente',
  '🥶': 'frio gelado',
  '🤯': 'cabeça explodindo chocado',
  '🥳': 'festa comemoração aniversário',
  '😎': 'óculos escuros legal descolado',
  '🤓': 'nerd óculos',
  '😕': 'confuso',
  '🙁': 'triste',
  '😮': 'surpreso boca aberta',
  '😲': 'espantado surpreso',
  '😳': 'envergonhado corado',
  '🥺': 'pidão por favor olhos suplicantes',
  '😨': 'assustado medo',
  '😰': 'ansioso suor',
  '😢': 'chorando triste lágrima',
  '😭': 'chorando muito triste',
  '😱': 'grito medo pânico',
  '😞': 'desapontado triste',
  '😩': 'cansado exausto',
  '🥱': 'bocejo sono',
  '😤': 'bufando irritado',
  '😡': 'bravo raiva irritado',
  '😠': 'bravo raiva',
  '🤬': 'palavrão xingando raiva',
  '💩': 'cocô',
  '🤡': 'palhaço',
  '🙈': 'macaco não vejo vergonha',
  '❤️': 'coração amor vermelho',
  '💔': 'coração partido',
  '💙': 'coração azul',
  '💚': 'coração verde',
  '💛': 'coração amarelo',
  '💜': 'coração roxo',
  '🖤': 'coração preto',
  '💯': 'cem pontos perfeito',
  '💥': 'explosão',
  '💬': 'balão fala mensagem',
  '👋': 'tchau oi olá acenando mão',
  '👌': 'ok perfeito certo',
  '✌️': 'paz vitória',
  '🤞': 'dedos cruzados sorte',
  '👍': 'joinha positivo legal curtir sim ok',
  '👎': 'negativo não gostei',
  '👏': 'palmas aplausos parabéns',
  '🙌': 'mãos para cima comemoração',
  '🤝': 'aperto de mão acordo negócio',
  '🙏': 'por favor obrigado oração gratidão',
  '💪': 'força músculo forte',
  '👀': 'olhos olhando',
  '🤷': 'não sei dar de ombros',
  '🤦': 'facepalm vergonha',
  '🙋': 'mão levantada eu',
  '🧑‍💻': 'técnico computador programador',
  '🐶': 'cachorro cão',
  '🐱': 'gato',
  '🌹': 'rosa flor',
  '🌻': 'girassol flor',
  '🌸': 'flor cerejeira',
  '💐': 'buquê flores',
  '🍀': 'trevo sorte',
  '⭐': 'estrela',
  '✨': 'brilho brilhos',
  '🔥': 'fogo quente top',
  '🌈': 'arco-íris',
  '☀️': 'sol',
  '🌙': 'lua noite',
  '🌧️': 'chuva',
  '☕': 'café',
  '🍕': 'pizza',
  '🍔': 'hambúrguer lanche',
  '🍟': 'batata frita',
  '🎂': 'bolo aniversário',
  '🍰': 'bolo fatia doce',
  '🍫': 'chocolate',
  '🍺': 'cerveja',
  '🍻': 'brinde cerveja',
  '🥂': 'brinde champanhe',
  '🍷': 'vinho',
  '🍎': 'maçã',
  '🍌': 'banana',
  '⚽': 'futebol bola',
  '🏆': 'troféu campeão',
  '🥇': 'medalha ouro primeiro',
  '🎉': 'festa comemoração parabéns confete',
  '🎊': 'confete festa',
  '🎈': 'balão festa',
  '🎁': 'presente',
  '🎄': 'natal árvore',
  '🎵': 'música nota',
  '🚗': 'carro',
  '🚚': 'caminhão entrega frete',
  '🛵': 'moto entrega motoboy',
  '✈️': 'avião viagem',
  '🏠': 'casa',
  '🏢': 'empresa escritório prédio',
  '🏥': 'hospital',
  '📱': 'celular telefone',
  '💻': 'computador notebook',
  '📞': 'telefone ligação',
  '⏰': 'despertador alarme hora',
  '⏳': 'ampulheta aguarde tempo',
  '💡': 'ideia lâmpada',
  '💰': 'dinheiro saco',
  '💵': 'dinheiro nota',
  '💳': 'cartão crédito débito pagamento',
  '💸': 'dinheiro voando gasto',
  '🔑': 'chave',
  '🛒': 'carrinho compras',
  '🛍️': 'sacolas compras',
  '📦': 'pacote caixa entrega encomenda',
  '✉️': 'envelope carta email',
  '📧': 'email e-mail',
  '📅': 'calendário data agenda',
  '📆': 'calendário agenda',
  '📋': 'prancheta lista',
  '📄': 'documento página',
  '📎': 'clipe anexo',
  '📌': 'alfinete fixar',
  '📍': 'local endereço localização',
  '📝': 'anotação nota escrever',
  '✏️': 'lápis editar',
  '🔍': 'lupa buscar pesquisar',
  '🔒': 'cadeado fechado seguro',
  '✅': 'certo feito concluído confirmado sim',
  '✔️': 'certo marcado',
  '❌': 'errado não cancelado xis',
  '❓': 'pergunta dúvida interrogação',
  '❗': 'exclamação importante atenção',
  '⚠️': 'atenção aviso cuidado',
  '🚫': 'proibido',
  '🆗': 'ok',
  '🆕': 'novo',
  '🆓': 'grátis',
  '🆘': 'socorro ajuda',
  'ℹ️': 'informação info',
  '🔴': 'vermelho círculo',
  '🟢': 'verde círculo',
  '➡️': 'seta direita',
  '⬅️': 'seta esquerda',
  '🔔': 'sino notificação',
  '📢': 'alto-falante aviso anúncio',
  '🇧🇷': 'brasil bandeira',
  '🇵🇹': 'portugal bandeira',
};

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase();

const searchIndex: readonly { emoji: string; words: string[] }[] = emojiCategories.flatMap((category) =>
  category.emojis.map((emoji) => ({ emoji, words: fold(emojiKeywords[emoji] ?? '').split(/[\s-]+/).filter(Boolean) })),
);

/** Emoji whose keywords start with every word typed: "cora" finds the hearts, "cafe" finds ☕. */
export function searchEmoji(query: string): string[] {
  const wanted = fold(query).split(/\s+/).filter(Boolean);
  if (!wanted.length) return [];
  const found = searchIndex.filter(({ words }) => wanted.every((w) => words.some((word) => word.startsWith(w))));
  return [...new Set(found.map((e) => e.emoji))];
}
