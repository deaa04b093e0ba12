/** R1–R3: Jukas and his components, as printed in the rulebook (the Avatar Card's image uses these). */
export const JUKAS_STATS = { health: 11, strength: 2, speed: 1 };

/** R2: how many Vortex Tokens the game has. */
export const VORTEX_TOKENS = 12;

/** R3: the box's Jukas components. */
export const COMPONENTS = {
  avatarCards: 1,
  commandCards: 30,
  evocationCards: 3,
  avatarEventCards: 3,
  vortexTokens: VORTEX_TOKENS,
  models: 1,
};

/** The Avatar Card's printed effect (R11) and priority rows (R14–R16), for the card image and help. */
export const AVATAR_CARD_TEXT = {
  effect: [
    "Places 1 Vortex Token.",
    "Places 1 Instability in each Room with 1 Vortex Token in it.",
    "Each Room with all its Instability Slots occupied is immediately rebuilt.",
  ],
  priorities: [
    { level: 1, target: "Room", row: ["+Mage", "−Vortex Token", "+Instability"] },
    { level: 2, target: "Room", row: ["+Instability ≠ Black Rose", "+Instability", "+Mage"] },
    { level: 3, target: "Mage", row: ["+Vortex Token", "+Power Points", "+Damage"] },
  ],
};
