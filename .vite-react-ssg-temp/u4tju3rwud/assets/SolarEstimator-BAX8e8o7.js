import { o as useT, r as useI18n } from "./context-BnOJaPaH.js";
import { C as PITCH_OF_MOUNT, K as API_PATHS, M as formatNumber, S as PITCHES, W as textDirection, _ as dayInSwitzerland, a as readSolarParams, b as MOUNTS, c as longDate, d as percentInText, f as say, g as solarEstimate, h as solarRange, i as checkSolar, j as formatMoney, l as moneyRange, m as solarFigures, n as solarQuoteParams, o as solarParams, p as sayCount, r as SOLAR_PARAMS, s as usedNumbers, u as number, v as figuresOn, w as SOLAR_COUNTRIES, x as ORIENTATIONS, y as orientationFactor } from "../main.mjs";
import { t as useHydrated } from "./use-hydrated-PjKRahC6.js";
import { n as useQueryState, r as EstimatorShell, t as useEarlyInput } from "./use-query-state-CeeNXyPw.js";
import { r as fieldAria, t as Field } from "./Field-BtFvl8wx.js";
import { useRef } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/solar-estimator/SolarFields.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/solar-estimator/SolarFields.tsx");
var PEOPLE = [
	"",
	"1",
	"2",
	"3",
	"4",
	"5"
];
/**
* The solar estimator's fields. Without JavaScript every field shows (the server uses those that count);
* once hydrated, the parking spaces hide for a roof, the area for a carport.
*/
function SolarFields(props) {
	const { id, state, update } = props;
	const t = useT();
	const hydrated = useHydrated();
	const raw = (key) => t(key);
	const shown = (name) => !hydrated || name === "consumption" || usedNumbers(state).includes(name);
	const select = (name, options, label) => /* @__PURE__ */ jsx(Field, {
		id: `${id}-${name}`,
		label: t(`solar.${name}.label`),
		children: /* @__PURE__ */ jsx("select", {
			id: `${id}-${name}`,
			name,
			value: state[name],
			onChange: (e) => update({ [name]: e.currentTarget.value }),
			children: options.map((o) => /* @__PURE__ */ jsx("option", {
				value: o,
				children: label(o)
			}, o))
		})
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(RegionSelect, { ...props }),
		/* @__PURE__ */ jsxs("fieldset", {
			className: "estimator__types",
			children: [/* @__PURE__ */ jsx("legend", { children: t("solar.mount.label") }), MOUNTS.map((mount) => /* @__PURE__ */ jsxs("label", {
				className: "estimator__choice",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "mount",
						value: mount,
						checked: state.mount === mount,
						onChange: () => update({
							mount,
							pitch: PITCH_OF_MOUNT[mount]
						})
					}),
					" ",
					t(`solar.mount.${mount}`)
				]
			}, mount))]
		}),
		/* @__PURE__ */ jsxs("div", {
			className: "estimator__sizes",
			children: [
				shown("area") && /* @__PURE__ */ jsx(NumberField, {
					...props,
					name: "area"
				}),
				shown("spaces") && /* @__PURE__ */ jsx(NumberField, {
					...props,
					name: "spaces"
				}),
				select("orientation", ORIENTATIONS, (o) => raw(`solar.orientation.${o}`)),
				select("pitch", PITCHES, (o) => raw(`solar.pitch.${o}`)),
				select("people", PEOPLE, (o) => raw(`solar.people.${o || "none"}`)),
				shown("consumption") && /* @__PURE__ */ jsx(NumberField, {
					...props,
					name: "consumption"
				}),
				/* @__PURE__ */ jsx(NumberField, {
					...props,
					name: "km"
				}),
				select("battery", ["0", ...props.config.battery.sizes.map(String)], (o) => o === "0" ? t("solar.battery.none") : t("solar.battery.size", { kwh: formatNumber(Number(o), props.numberLocale) }))
			]
		}),
		/* @__PURE__ */ jsx("div", {
			className: "estimator__options",
			children: /* @__PURE__ */ jsxs("label", {
				className: "estimator__choice",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "checkbox",
						name: "heatPump",
						value: "1",
						checked: state.heatPump,
						onChange: (e) => update({ heatPump: e.currentTarget.checked })
					}),
					" ",
					t("solar.heatPump.label")
				]
			})
		})
	] });
}
/** The canton or department, grouped by country: the region names the country. */
function RegionSelect({ id, config, state, update }) {
	const t = useT();
	return /* @__PURE__ */ jsx(Field, {
		id: `${id}-region`,
		label: t("solar.region.label"),
		children: /* @__PURE__ */ jsx("select", {
			id: `${id}-region`,
			name: "region",
			value: state.region,
			onChange: (e) => {
				const code = e.currentTarget.value;
				update({
					region: code,
					country: config.yields.regions.find((r) => r.code === code)?.country ?? state.country
				});
			},
			children: SOLAR_COUNTRIES.map((country) => /* @__PURE__ */ jsx("optgroup", {
				label: t(`solar.country.${country}`),
				children: config.yields.regions.filter((r) => r.country === country).map((r) => /* @__PURE__ */ jsx("option", {
					value: r.code,
					children: t(`solar.region.${r.code}`)
				}, r.code))
			}, country))
		})
	});
}
/** A whole number the visitor types, with its bounds as the hint and its error. */
function NumberField({ id, config, numberLocale, state, update, errorText, name }) {
	const t = useT();
	const fieldId = `${id}-${name}`;
	const error = errorText(name);
	const n = (value) => formatNumber(value, numberLocale);
	const hint = t(`solar.${name}.hint`, {
		min: n(config.inputs[name].min),
		max: n(config.inputs[name].max)
	});
	return /* @__PURE__ */ jsx(Field, {
		id: fieldId,
		label: t(`solar.${name}.label`),
		error,
		hint,
		children: /* @__PURE__ */ jsx("input", {
			id: fieldId,
			name,
			type: "text",
			inputMode: "numeric",
			autoComplete: "off",
			pattern: "\\d+",
			value: state[name],
			onChange: (e) => update({ [name]: e.currentTarget.value }),
			...fieldAria(fieldId, error, hint)
		})
	});
}
// src/lib/solar-sentences.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/solar-sentences.ts");
function solarAnswer(config, result, w) {
	const figures = {
		...solarFigures(result, w),
		share: percentInText(w, result.selfShare)
	};
	const { saving, subsidy, price, payback } = result.money;
	const updating = !saving || subsidy === void 0 || !price;
	const money = [subsidy !== void 0 ? say(w, "solar.result.subsidy", figures) : say(w, "solar.updating.subsidy"), price ? say(w, "solar.result.price", figures) : say(w, "solar.updating.price")].join(" ");
	const sentences = [
		{
			name: "produce",
			text: say(w, "solar.result.produce", figures)
		},
		{
			name: "save",
			text: saving ? say(w, "solar.result.save", figures) : `${say(w, "solar.result.shareOnly", figures)} ${say(w, "solar.updating.saving")}`
		},
		{
			name: "money",
			text: money
		}
	];
	if (payback) sentences.push({
		name: "payback",
		text: paybackSentence(config, payback, w)
	});
	sentences.push({
		name: "figures",
		text: updating ? `${figures.figures} ${say(w, "solar.result.updating")}` : figures.figures
	});
	return sentences;
}
/** When the saving repays the price: a range of years, at best only, or not within the panels' life. */
function paybackSentence(config, payback, w) {
	const n = (value) => number(w, value);
	const life = solarRange(w, config.life.years, n);
	if (payback.min === null) return sayCount(w, "solar.result.paybackNever", config.life.years.max, { life });
	if (payback.max === null) return sayCount(w, "solar.result.paybackAtBest", payback.min, {
		best: n(payback.min),
		life
	});
	const sentence = sayCount(w, "solar.result.payback", payback.max, { payback: solarRange(w, {
		min: payback.min,
		max: payback.max
	}, n) });
	if (payback.max <= config.life.years.min) return sentence;
	return `${sentence} ${sayCount(w, "solar.result.lifeNote", config.life.years.max, { life })}`;
}
// src/components/solar-estimator/breakdown-rows.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/solar-estimator/breakdown-rows.ts");
/** Every line of the breakdown, in the visitor's language: the sizing, then the money. */
function breakdownRows(ctx) {
	return [...sizingRows(ctx), ...moneyRows(ctx)];
}
var percent = (w, share) => number(w, Math.round(share * 100));
var percents = (w, r) => percentInText(w, {
	min: r.min * 100,
	max: r.max * 100
});
function sizingRows({ config, input, result, words: w }) {
	const n = (value) => number(w, value);
	const figures = solarFigures(result, w);
	const region = config.yields.regions.find((r) => r.code === input.region);
	const { modules, use, daylight, battery } = config;
	const share = say(w, "solar.basis.share", {
		household: percents(w, daylight.shares.household),
		heatPump: percents(w, daylight.shares.heatPump),
		car: percents(w, daylight.shares.car)
	});
	const stored = input.battery ? ` ${say(w, "solar.basis.battery", {
		kwh: n(input.battery),
		efficiency: percent(w, battery.efficiency)
	})}` : "";
	return [
		{
			key: "size",
			value: say(w, "solar.unit.kwp", { value: figures.kwp }),
			source: modules.source,
			basis: say(w, "solar.basis.size", {
				perM2: n(modules.kwpPerM2),
				perSpace: n(modules.kwpPerSpace)
			})
		},
		{
			key: "production",
			value: say(w, "solar.unit.kwh", { value: figures.production }),
			source: config.yields.source,
			basis: say(w, "solar.basis.production", {
				region: say(w, `solar.region.${input.region}`),
				yield: solarRange(w, region?.yield ?? {
					min: 0,
					max: 0
				}, n),
				factor: n(orientationFactor(config, input))
			})
		},
		{
			key: "use",
			value: say(w, "solar.unit.kwh", { value: figures.use }),
			source: use.source,
			basis: say(w, "solar.basis.use", {
				perKm: n(use.kwhPerKm),
				heatPump: n(use.heatPumpKwh)
			})
		},
		{
			key: "share",
			value: say(w, "solar.unit.percent", { value: figures.share }),
			source: config.months.source,
			basis: share + stored
		}
	];
}
function moneyRows({ config, input, result, words: w }) {
	const n = (value) => number(w, value);
	const money = (value) => formatMoney(value, result.currency, w.numberLocale);
	const cents = (perKwh) => say(w, `solar.unit.cents.${result.currency}`, { value: n(perKwh * 100) });
	const updating = say(w, "solar.updating.value");
	const figures = solarFigures(result, w);
	const country = config.countries[input.country];
	const inForce = figuresOn(country, result.day);
	const c = input.country;
	const { tariff, feedIn, subsidy } = inForce;
	const price = country.price;
	const priceBasis = priceSentences({
		config,
		input,
		result,
		words: w
	});
	const large = c === "CH" && feedIn?.minimumUpToKw && result.kwp > feedIn.minimumUpToKw;
	return [
		{
			key: "tariff",
			value: tariff ? cents(tariff.perKwh) : updating,
			source: tariff?.source,
			basis: tariff ? say(w, `solar.basis.tariff.${c}`, {
				year: tariff.validFrom.slice(0, 4),
				from: longDate(w, tariff.validFrom)
			}) : ""
		},
		{
			key: "feedIn",
			value: result.money.feedIn ? say(w, `solar.unit.cents.${result.currency}`, { value: solarRange(w, {
				min: result.money.feedIn.min * 100,
				max: result.money.feedIn.max * 100
			}, n) }) : updating,
			source: feedIn?.source,
			basis: feedIn ? say(w, large ? "solar.basis.feedIn.CH.large" : `solar.basis.feedIn.${c}`, { limit: n(feedIn.minimumUpToKw ?? 0) }) : ""
		},
		{
			key: "saving",
			value: figures.saving,
			basis: say(w, "solar.basis.saving")
		},
		{
			key: "subsidy",
			value: figures.subsidy,
			source: subsidy?.source,
			basis: subsidy ? say(w, `solar.basis.subsidy.${c}`, {
				from: longDate(w, subsidy.validFrom),
				minKw: n(subsidy.minKw)
			}) : ""
		},
		{
			key: "price",
			value: figures.price,
			source: price.source,
			basis: priceBasis
		},
		{
			key: "payback",
			value: paybackValue(result, w),
			source: country.tax?.source,
			basis: [say(w, "solar.basis.payback", {
				upkeep: say(w, "solar.unit.perYear", { value: money(price.upkeepPerKwp * result.kwp) }),
				inverterYear: n(config.life.inverterYear),
				ageing: n(config.life.ageing * 100)
			}), country.tax ? say(w, `solar.basis.tax.${c}`) : ""].filter(Boolean).join(" ")
		}
	];
}
/** The installed price's assumption: our prices per kWp, VAT, and a battery's. */
function priceSentences({ config, input, result, words: w }) {
	const price = config.countries[input.country].price;
	const vat = figuresOn(config.countries[input.country], result.day).vat;
	return [say(w, price.vatIncluded ? "solar.basis.price.included" : "solar.basis.price.vat", {
		fixed: moneyRange(w, price[input.mount].fixed, result.currency),
		perKwp: moneyRange(w, price[input.mount].perKwp, result.currency),
		vat: vat ? number(w, (vat.classes.find((k) => result.kwp <= k.upToKw)?.rate ?? vat.standard) * 100) : ""
	}), input.battery ? say(w, "solar.basis.price.battery", { battery: moneyRange(w, {
		min: price.battery.fixed.min + price.battery.perKwh.min * input.battery,
		max: price.battery.fixed.max + price.battery.perKwh.max * input.battery
	}, result.currency) }) : ""].filter(Boolean).join(" ");
}
/** The payback as a figure for the table: years, or more than the panels' life. */
function paybackValue(result, w) {
	const payback = result.money.payback;
	if (!payback) return say(w, "solar.updating.value");
	if (payback.max === null) {
		const beyond = say(w, "solar.unit.beyondLife");
		if (payback.min === null) return beyond;
		return say(w, "solar.unit.yearsAtBest", { years: sayCount(w, "solar.unit.years", payback.min, { value: number(w, payback.min) }) });
	}
	const range = solarRange(w, {
		min: payback.min ?? payback.max,
		max: payback.max
	}, (v) => number(w, v));
	return sayCount(w, "solar.unit.years", payback.max, { value: range });
}
// src/components/solar-estimator/SolarChart.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/solar-estimator/SolarChart.tsx");
var WIDTH = 600;
var HEIGHT = 200;
var BASE = 180;
var SLOT = WIDTH / 12;
var BAR = SLOT * .32;
var INK = "#1d252c";
var FILL = {
	production: "#d99a2b",
	use: "#ffffff",
	covered: "#1f4d3a"
};
/** A legend's colour: the same fill and outline as the bars. */
function Swatch({ fill }) {
	return /* @__PURE__ */ jsx("svg", {
		width: "14",
		height: "14",
		viewBox: "0 0 14 14",
		"aria-hidden": "true",
		focusable: "false",
		children: /* @__PURE__ */ jsx("rect", {
			x: "0.5",
			y: "0.5",
			width: "13",
			height: "13",
			fill,
			stroke: INK
		})
	});
}
/**
* Production, use and the part of the use the panels cover, month by month: why the panels sell their
* summer surplus and a heat pump's winter use still comes from the grid. A drawing for the eye, hidden from
* screen readers, which read the same figures in the table after it. Plain markup without hooks, so the
* function that answers without JavaScript renders it too; right to left, January stands on the right.
*/
function SolarChart({ months, words, rtl }) {
	const top = Math.max(1, ...months.flatMap((m) => [m.production, m.use]));
	const h = (kwh) => kwh / top * 170;
	const x = (i, offset) => (rtl ? WIDTH - (i + 1) * SLOT : i * SLOT) + offset;
	const kwh = (value) => number(words, Math.round(value / 10) * 10);
	return /* @__PURE__ */ jsxs("figure", {
		className: "solar-chart",
		children: [
			/* @__PURE__ */ jsx("figcaption", { children: say(words, "solar.chart.title") }),
			/* @__PURE__ */ jsx("ul", {
				className: "solar-chart__legend",
				"aria-hidden": "true",
				children: [
					"production",
					"use",
					"covered"
				].map((key) => /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx(Swatch, { fill: FILL[key] }),
					" ",
					say(words, `solar.chart.${key}`)
				] }, key))
			}),
			/* @__PURE__ */ jsxs("svg", {
				viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
				"aria-hidden": "true",
				focusable: "false",
				className: "solar-chart__bars",
				children: [/* @__PURE__ */ jsx("line", {
					x1: "0",
					x2: WIDTH,
					y1: BASE,
					y2: BASE,
					stroke: INK
				}), months.map((m, i) => /* @__PURE__ */ jsxs("g", { children: [
					/* @__PURE__ */ jsx("rect", {
						fill: FILL.production,
						stroke: INK,
						x: x(i, SLOT * .16),
						y: BASE - h(m.production),
						width: BAR,
						height: h(m.production)
					}),
					/* @__PURE__ */ jsx("rect", {
						fill: FILL.use,
						stroke: INK,
						x: x(i, SLOT * .52),
						y: BASE - h(m.use),
						width: BAR,
						height: h(m.use)
					}),
					/* @__PURE__ */ jsx("rect", {
						fill: FILL.covered,
						stroke: INK,
						x: x(i, SLOT * .52),
						y: BASE - h(m.covered),
						width: BAR,
						height: h(m.covered)
					}),
					/* @__PURE__ */ jsx("text", {
						x: x(i, SLOT / 2),
						y: 196,
						textAnchor: "middle",
						fontSize: "13",
						fill: INK,
						children: words.calendar.monthsShort[i]
					})
				] }, i))]
			}),
			/* @__PURE__ */ jsxs("table", {
				className: "visually-hidden",
				children: [
					/* @__PURE__ */ jsx("caption", { children: say(words, "solar.chart.caption") }),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: say(words, "solar.chart.month")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: say(words, "solar.chart.production")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: say(words, "solar.chart.use")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: say(words, "solar.chart.covered")
						})
					] }) }),
					/* @__PURE__ */ jsx("tbody", { children: months.map((m, i) => /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "row",
							children: words.calendar.months[i]
						}),
						/* @__PURE__ */ jsx("td", { children: kwh(m.production) }),
						/* @__PURE__ */ jsx("td", { children: kwh(m.use) }),
						/* @__PURE__ */ jsx("td", { children: kwh(m.covered) })
					] }, i)) })
				]
			})
		]
	});
}
// src/components/solar-estimator/SourceLink.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/solar-estimator/SourceLink.tsx");
/**
* Where a figure comes from: a link to the page it was read on, with the date in the visitor's language; or
* "our own assumption", with no "Source" link (a public page to compare with, where there is one).
*/
function SourceLink({ source, words }) {
	const date = longDate(words, source.read);
	if (source.assumption) return /* @__PURE__ */ jsxs("span", {
		className: "estimator__source",
		children: [say(words, "solar.source.assumption"), source.url && /* @__PURE__ */ jsxs(Fragment, { children: [" ", /* @__PURE__ */ jsx("a", {
			href: source.url,
			rel: "noopener",
			children: say(words, "solar.source.see", { date })
		})] })]
	});
	return /* @__PURE__ */ jsx("a", {
		className: "estimator__source",
		href: source.url,
		rel: "noopener",
		children: say(words, "solar.source.link", { date })
	});
}
// src/components/solar-estimator/SolarResult.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/solar-estimator/SolarResult.tsx");
/**
* The estimate: sentences answering what it would produce, save, receive and cost and when it pays back,
* announced politely as they change; the months as a chart; a breakdown the visitor opens, each figure
* with its assumption and its source; and the public tools that check a real roof.
*/
function SolarResult(props) {
	const { config, words, result, input } = props;
	return /* @__PURE__ */ jsxs("div", {
		className: "estimator__result",
		children: [
			/* @__PURE__ */ jsx("h3", { children: say(words, "solar.result.title") }),
			/* @__PURE__ */ jsx("div", {
				className: "estimator__total",
				role: "status",
				"aria-live": "polite",
				"aria-atomic": "true",
				children: result ? solarAnswer(config, result, words).map(({ name, text }) => /* @__PURE__ */ jsx("p", {
					"data-answer": name,
					children: text
				}, name)) : /* @__PURE__ */ jsx("p", { children: say(words, "solar.result.invalid") })
			}),
			result && /* @__PURE__ */ jsx(SolarChart, {
				months: result.months,
				words,
				rtl: props.rtl
			}),
			result && input && /* @__PURE__ */ jsx(Breakdown, {
				...props,
				input,
				result
			}),
			input && /* @__PURE__ */ jsx(CheckLinks, {
				config,
				words,
				input
			}),
			/* @__PURE__ */ jsx("p", {
				className: "estimator__note",
				children: say(words, "solar.disclaimer")
			})
		]
	});
}
/** Each figure of the estimate, the assumption behind it, and where that comes from. */
function Breakdown({ config, words, input, result }) {
	const rows = breakdownRows({
		config,
		input,
		result,
		words
	});
	return /* @__PURE__ */ jsxs("details", {
		className: "estimator__details",
		children: [/* @__PURE__ */ jsx("summary", { children: say(words, "solar.details.summary") }), /* @__PURE__ */ jsx("div", {
			className: "table-scroll",
			tabIndex: 0,
			children: /* @__PURE__ */ jsxs("table", {
				className: "estimator__lines",
				children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: say(words, "solar.details.item")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: say(words, "solar.details.value")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: say(words, "solar.details.basis")
					})
				] }) }), /* @__PURE__ */ jsx("tbody", { children: rows.map((row) => /* @__PURE__ */ jsxs("tr", {
					"data-line": row.key,
					children: [
						/* @__PURE__ */ jsx("th", {
							scope: "row",
							children: say(words, `solar.line.${row.key}`)
						}),
						/* @__PURE__ */ jsx("td", { children: row.value }),
						/* @__PURE__ */ jsxs("td", { children: [
							row.basis,
							" ",
							row.source && /* @__PURE__ */ jsx(SourceLink, {
								source: row.source,
								words
							})
						] })
					]
				}, row.key)) })]
			})
		})]
	});
}
/** Public tools that check a real roof, for the visitor's country. */
function CheckLinks({ config, words, input }) {
	const links = config.check.filter((l) => l.countries.includes(input.country));
	if (!links.length) return null;
	return /* @__PURE__ */ jsxs("p", {
		className: "estimator__check",
		children: [
			say(words, "solar.check.title"),
			" ",
			links.map((l, i) => /* @__PURE__ */ jsxs("span", { children: [i > 0 && " · ", /* @__PURE__ */ jsx("a", {
				href: l.url,
				rel: "noopener",
				children: say(words, `solar.check.${l.key}`)
			})] }, l.key))
		]
	});
}
// src/components/solar-estimator/use-solar-state.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/solar-estimator/use-solar-state.ts");
/** The solar estimator's choices, mirrored in the address (`?region=GE&mount=roof…`): see useQueryState. */
function useSolarState(config, mount) {
	return useQueryState({
		names: SOLAR_PARAMS,
		read: (params) => readSolarParams(params, config, { mount }),
		write: solarParams
	});
}
// src/components/solar-estimator/SolarEstimator.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/solar-estimator/SolarEstimator.tsx");
/** One solar estimator per page: fixed ids keep the prerendered HTML and the tests simple. */
var id = "solar";
/**
* The solar estimator: where the panels go and how the household uses electricity; what they would
* produce, save, receive and cost, month by month, with a breakdown naming each figure's assumption and
* source; and a button that opens the contact page with the installation written into the subject and the
* message. The prerendered page uses the figures in force on the day of the build; once awake, the island
* uses those of the visitor's day. Without JavaScript the same form is sent to /api/solar-estimate, which
* answers with the contact page filled in the same way.
*/
function SolarEstimator({ data, mount, title }) {
	const t = useT();
	const { locale, strings } = useI18n();
	const form = useRef(null);
	const { config, numberLocale, calendar } = data;
	const day = useHydrated() ? dayInSwitzerland(/* @__PURE__ */ new Date()) : data.day;
	const words = {
		locale,
		numberLocale,
		strings,
		calendar
	};
	const preset = mount ?? data.mount;
	const [state, update] = useSolarState(config, preset);
	useEarlyInput(form, (fields) => readSolarParams(fields, config, { mount: preset }), state, update);
	const n = (value) => formatNumber(value, numberLocale);
	const checked = checkSolar(state, config);
	const result = "input" in checked ? solarEstimate(config, checked.input, day) : void 0;
	const errors = "errors" in checked ? checked.errors : {};
	const errorText = (name) => {
		const reason = errors[name];
		if (!reason) return "";
		const b = config.inputs[name];
		return t(`solar.error.${reason}`, {
			min: n(b.min),
			max: n(b.max),
			example: n(b.default || b.max / 10)
		});
	};
	const quoteParams = () => "input" in checked ? solarQuoteParams(state) : void 0;
	return /* @__PURE__ */ jsxs(EstimatorShell, {
		id,
		className: "estimator--solar",
		title: title ?? t("solar.title"),
		intro: t("solar.intro"),
		action: API_PATHS.solarEstimate,
		form,
		quoteParams,
		submitLabel: t("solar.submit"),
		children: [/* @__PURE__ */ jsx(SolarFields, {
			id,
			config,
			numberLocale,
			state,
			update,
			errorText
		}), /* @__PURE__ */ jsx(SolarResult, {
			config,
			words,
			rtl: textDirection(locale) === "rtl",
			input: "input" in checked ? checked.input : void 0,
			result
		})]
	});
}
export { SolarEstimator as default };
