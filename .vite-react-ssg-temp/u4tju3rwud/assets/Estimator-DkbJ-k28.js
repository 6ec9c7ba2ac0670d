import { o as useT, s as useTn } from "./context-BnOJaPaH.js";
import { A as ESTIMATOR_TYPES, D as estimate, E as checkEstimate, K as API_PATHS, M as formatNumber, N as formatRange, O as estimateParams, T as ESTIMATE_PARAMS, k as readEstimateParams, t as pergolaQuoteParams } from "../main.mjs";
import { n as useQueryState, r as EstimatorShell, t as useEarlyInput } from "./use-query-state-CeeNXyPw.js";
import { r as fieldAria, t as Field } from "./Field-BtFvl8wx.js";
import { useRef } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/estimator/EstimateLines.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/EstimateLines.tsx");
/** The pergola estimate: its total, announced politely as it changes, and its lines. */
function EstimateLines(props) {
	const { config, numberLocale, type, result } = props;
	const t = useT();
	const tn = useTn();
	const n = (value) => formatNumber(value, numberLocale);
	const range = (r) => formatRange(r, numberLocale);
	const lines = result ? [
		{
			key: "structure",
			label: t("estimator.line.structure", {
				area: n(result.area),
				price: range(config.types[type].pricePerM2)
			}),
			range: result.structure
		},
		{
			key: "labour",
			label: tn("estimator.line.labour", result.hours, {
				hours: n(result.hours),
				rate: range(config.hourlyRate)
			}),
			range: result.labour
		},
		...result.permit ? [{
			key: "permit",
			label: t("estimator.line.permit"),
			range: result.permit
		}] : [],
		...result.delivery ? [{
			key: "delivery",
			label: t("estimator.line.delivery"),
			range: result.delivery
		}] : []
	] : [];
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		className: "estimator__total",
		role: "status",
		"aria-live": "polite",
		"aria-atomic": "true",
		children: result ? t("estimator.result.total", { range: range(result.total) }) : t("estimator.result.invalid")
	}), result && /* @__PURE__ */ jsx("div", {
		className: "table-scroll",
		tabIndex: 0,
		children: /* @__PURE__ */ jsxs("table", {
			className: "estimator__lines",
			children: [
				/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("estimator.line.item")
				}), /* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("estimator.line.amount")
				})] }) }),
				/* @__PURE__ */ jsx("tbody", { children: lines.map((line) => /* @__PURE__ */ jsxs("tr", {
					"data-line": line.key,
					children: [/* @__PURE__ */ jsx("th", {
						scope: "row",
						children: line.label
					}), /* @__PURE__ */ jsx("td", { children: range(line.range) })]
				}, line.key)) }),
				/* @__PURE__ */ jsx("tfoot", { children: /* @__PURE__ */ jsxs("tr", {
					"data-line": "total",
					children: [/* @__PURE__ */ jsx("th", {
						scope: "row",
						children: t("estimator.line.total")
					}), /* @__PURE__ */ jsx("td", { children: range(result.total) })]
				}) })
			]
		})
	})] });
}
// src/components/estimator/EstimatorFiguresTable.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/EstimatorFiguresTable.tsx");
/** Every figure the pergola estimator uses, and the labour assumption in one sentence. */
function EstimatorFiguresTable({ config, numberLocale }) {
	const t = useT();
	const n = (value) => formatNumber(value, numberLocale);
	const range = (r) => formatRange(r, numberLocale);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("div", {
		className: "table-scroll",
		tabIndex: 0,
		children: /* @__PURE__ */ jsxs("table", {
			className: "estimator__figures",
			children: [/* @__PURE__ */ jsx("caption", { children: t("estimator.table.caption") }), /* @__PURE__ */ jsxs("tbody", { children: [
				ESTIMATOR_TYPES.map((type) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					children: t(`estimator.type.${type}`)
				}), /* @__PURE__ */ jsx("td", { children: t("estimator.table.perM2", { range: range(config.types[type].pricePerM2) }) })] }, type)),
				/* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					children: t("estimator.table.hourly")
				}), /* @__PURE__ */ jsx("td", { children: t("estimator.table.perHour", { range: range(config.hourlyRate) }) })] }),
				/* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					children: t("estimator.line.permit")
				}), /* @__PURE__ */ jsx("td", { children: range(config.permit) })] }),
				/* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					children: t("estimator.line.delivery")
				}), /* @__PURE__ */ jsx("td", { children: range(config.delivery) })] })
			] })]
		})
	}), /* @__PURE__ */ jsx("p", {
		className: "estimator__note",
		children: t("estimator.assumption", {
			wooden: n(config.types.wooden.hoursPerM2),
			aluminium: n(config.types.aluminium.hoursPerM2),
			bioclimatic: n(config.types.bioclimatic.hoursPerM2)
		})
	})] });
}
// src/components/estimator/PergolaFields.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/PergolaFields.tsx");
var DIMENSIONS = ["width", "depth"];
/** The pergola estimator's fields: the kind, the two dimensions, permit and delivery. */
function PergolaFields(props) {
	const { id, config, numberLocale, state, update, errorText } = props;
	const t = useT();
	const n = (value) => formatNumber(value, numberLocale);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("fieldset", {
			className: "estimator__types",
			children: [/* @__PURE__ */ jsx("legend", { children: t("estimator.type.label") }), ESTIMATOR_TYPES.map((type) => /* @__PURE__ */ jsxs("label", {
				className: "estimator__choice",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "type",
						value: type,
						checked: state.type === type,
						onChange: () => update({ type })
					}),
					" ",
					t(`estimator.type.${type}`)
				]
			}, type))]
		}),
		/* @__PURE__ */ jsx("div", {
			className: "estimator__sizes",
			children: DIMENSIONS.map((d) => {
				const fieldId = `${id}-${d}`;
				const error = errorText(d);
				const hint = t("estimator.dimension.hint", {
					min: n(config[d].min),
					max: n(config[d].max),
					step: n(config[d].step)
				});
				return /* @__PURE__ */ jsx(Field, {
					id: fieldId,
					label: t(`estimator.${d}.label`),
					error,
					hint,
					children: /* @__PURE__ */ jsx("input", {
						id: fieldId,
						name: d,
						type: "text",
						inputMode: "decimal",
						autoComplete: "off",
						required: true,
						pattern: "\\d+([.,]\\d+)?",
						value: state[d],
						onChange: (e) => update({ [d]: e.currentTarget.value }),
						...fieldAria(fieldId, error, hint)
					})
				}, d);
			})
		}),
		/* @__PURE__ */ jsx("div", {
			className: "estimator__options",
			children: ["permit", "delivery"].map((option) => /* @__PURE__ */ jsxs("label", {
				className: "estimator__choice",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "checkbox",
						name: option,
						value: "1",
						checked: state[option],
						onChange: (e) => update({ [option]: e.currentTarget.checked })
					}),
					" ",
					t(`estimator.${option}.label`)
				]
			}, option))
		})
	] });
}
// src/components/estimator/use-estimate-state.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/use-estimate-state.ts");
/** The pergola estimator's choices, mirrored in the address (`?type=…&width=…`): see useQueryState. */
function useEstimateState(config, preset) {
	return useQueryState({
		names: ESTIMATE_PARAMS,
		read: (params) => readEstimateParams(params, config, preset),
		write: estimateParams
	});
}
// src/components/estimator/Estimator.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/Estimator.tsx");
/** One estimator per page: fixed ids keep the prerendered HTML and the tests simple. */
var id = "estimator";
/**
* The pergola budget estimator: a kind, a width and a depth, permit and delivery; a range in CHF with
* its breakdown, announced politely as it changes; and a button that opens the contact page with the
* project written into the subject and the message. Without JavaScript the same form is sent to
* /api/estimate, which answers with the contact page filled in the same way.
*/
function Estimator({ data, preset, title }) {
	const t = useT();
	const form = useRef(null);
	const { config, numberLocale } = data;
	const [state, update] = useEstimateState(config, preset ?? data.preset);
	useEarlyInput(form, (fields) => readEstimateParams(fields, config, state.type), state, update);
	const n = (value) => formatNumber(value, numberLocale);
	const checked = checkEstimate(state, config);
	const result = "input" in checked ? estimate(config, checked.input) : void 0;
	const errors = "errors" in checked ? checked.errors : {};
	const errorText = (d) => {
		const reason = errors[d];
		if (!reason) return "";
		const b = config[d];
		return t(`estimator.error.${reason}`, {
			min: n(b.min),
			max: n(b.max),
			step: n(b.step),
			example: n(b.default + 5 * b.step)
		});
	};
	const quoteParams = () => "input" in checked ? pergolaQuoteParams(state) : void 0;
	return /* @__PURE__ */ jsxs(EstimatorShell, {
		id,
		title: title ?? t("estimator.title"),
		intro: t("estimator.intro"),
		action: API_PATHS.estimate,
		form,
		quoteParams,
		submitLabel: t("estimator.submit"),
		after: /* @__PURE__ */ jsx(EstimatorFiguresTable, {
			config,
			numberLocale
		}),
		children: [/* @__PURE__ */ jsx(PergolaFields, {
			id,
			config,
			numberLocale,
			state,
			update,
			errorText
		}), /* @__PURE__ */ jsxs("div", {
			className: "estimator__result",
			children: [
				/* @__PURE__ */ jsx("h3", { children: t("estimator.result.title") }),
				/* @__PURE__ */ jsx(EstimateLines, {
					config,
					numberLocale,
					type: state.type,
					result
				}),
				/* @__PURE__ */ jsx("p", {
					className: "estimator__note",
					children: t("estimator.disclaimer")
				})
			]
		})]
	});
}
export { Estimator as default };
