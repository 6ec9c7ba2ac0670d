// src/browser/share.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/browser/share.ts");
/**
* Uses the device's share function when there is one, else copies the address.
* A cancelled share sheet is not an error. Failures are only logged.
*/
async function shareOrCopy(data, nav = navigator) {
	try {
		if (typeof nav.share === "function") {
			await nav.share(data);
			return "shared";
		}
		await nav.clipboard.writeText(data.url);
		return "copied";
	} catch (error) {
		if (error?.name !== "AbortError") console.error("Share failed", error);
		return "failed";
	}
}
/** Social share popups are 600×400. */
var SHARE_POPUP = {
	width: 600,
	height: 400
};
/** The address each share button opens, with the spec's parameters. */
function shareUrl(network, page) {
	const q = (params) => new URLSearchParams(params).toString();
	switch (network) {
		case "facebook": return `https://www.facebook.com/sharer/sharer.php?${q({ u: page.url })}`;
		case "twitter": return `https://twitter.com/intent/tweet?${q({
			url: page.url,
			text: page.title
		})}`;
		case "pinterest": return `https://pinterest.com/pin/create/button/?${q({
			url: page.url,
			media: page.image,
			description: page.description
		})}`;
		case "email": return `mailto:?subject=${encodeURIComponent(page.title)}&body=${encodeURIComponent(page.url)}`;
	}
}
export { shareOrCopy as n, shareUrl as r, SHARE_POPUP as t };
