/**
 * Names an answer cites without offering them as alternatives: review sites, marketplaces and
 * sales channels, platforms and integrations, suppliers and technologies, media and regulators.
 * They are never detected as competitors, unless the brand's knowledge base lists them as known
 * competitors (Shopify is a competitor of BigCommerce, an integration of everyone else).
 */
const NAMES = `
g2|g2 crowd|capterra|trustpilot|getapp|software advice|gartner|forrester|trustradius|product hunt|yelp|tripadvisor|
consumer reports|wirecutter|which?|runner's world|runrepeat|rtings|techradar|pcmag|cnet|the verge|wired|forbes|
nerdwallet|bankrate|investopedia|the points guy|lonely planet|allure|vogue|byrdie|sephora|ulta|
reddit|quora|wikipedia|youtube|instagram|tiktok|facebook|meta|linkedin|twitter|x|pinterest|whatsapp|
amazon|ebay|walmart|etsy|target|costco|best buy|google play|app store|play store|
google|google maps|google search|gmail|google drive|google workspace|google calendar|google sheets|outlook|office 365|
microsoft 365|microsoft teams|teams|excel|slack|zapier|make|ifttt|dropbox|box|github|gitlab|jira|
apple pay|google pay|paypal|visa|mastercard|american express|klarna|afterpay|
shopify|woocommerce|wordpress|wix|squarespace|magento|
aws|amazon web services|azure|google cloud|gcp|cloudflare|openai|chatgpt|claude|gemini|perplexity|
ios|android|windows|macos|linux|iphone|ipad|mac|chrome|safari|firefox|
api|apis|sso|saml|oauth|ai|llm|crm|erp|saas|sql|json|csv|pdf|html|css|javascript|python|
gdpr|ccpa|hipaa|soc 2|soc2|iso 27001|pci dss|pci|fda|ftc|sec|fca|cfpb|fdic|ecb|eu|usda|who|
usd|eur|gbp|nasdaq|nyse|
bluetooth|wi-fi|wifi|usb|usb-c|gps|nfc|5g|4g|lte|
vibram|gore-tex|goretex|boost|zoomx|
wireguard|openvpn|ikev2|ikev2/ipsec|ipsec|l2tp|pptp|lightway|nordlynx|tor|
alexa|amazon alexa|siri|google assistant|google home|homekit|apple homekit|smartthings|matter|zigbee|z-wave|thread|
apple health|apple healthkit|healthkit|google fit|health connect|strava|wear os|carplay|apple carplay|android auto|
stripe|adyen|braintree|plaid|
home depot|the home depot|lowe's|lowes|menards|b&h|b&h photo|newegg|currys|argos|john lewis|mediamarkt|media markt|saturn|
bol.com|otto|fnac|darty|boulanger|chewy|petco|petsmart|rei|sam's club|kohl's|macy's|wayfair|overstock|
av-test|av-comparatives|se labs|mrg effitas|stiftung warentest|oko-test|okotest|what hi-fi|tom's guide|
tom's hardware|sleepfoundation|sleep foundation|outdoorgearlab|switchbacktravel|iihs|nhtsa|euro ncap|adac|tuv|
j.d. power|jd power|am best|a.m. best|moody's|s&p|bbb|better business bureau|epa|fcc|ce|ul|nist|iso|energy star|
opentelemetry|otel|prometheus|kubernetes|k8s|docker|terraform|postgresql|postgres|mysql|mongodb|redis|kafka|
openid|openid connect|oidc|fido2|webauthn|passkey|passkeys|2fa|mfa|totp|aes-256|argon2|zero-knowledge|
dolby atmos|dolby|aptx|ldac|aac|anc|qi|qi2|thunderbolt|hdmi|wi-fi 6|wi-fi 7|wpa3|ipx4|ip67|ip68|
shimano|sram|bosch ebike|bosch ebike systems|bosch performance line|yamaha motors|bafang|enviolo|gates carbon drive
`;

export const NON_COMPETITORS: ReadonlySet<string> = new Set(
  NAMES.split('|')
    .map((name) => name.trim())
    .filter(Boolean),
);
