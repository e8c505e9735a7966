"""Equivalent dose of another systemic glucocorticoid (equal anti-inflammatory effect)."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Category,
    Choice,
    Output,
    Quantity,
    Reference,
    Version,
)

MEIKLE_TYLER_1977 = Reference(
    "Meikle AW, Tyler FH. Potency and duration of action of glucocorticoids: effects of "
    "hydrocortisone, prednisone and dexamethasone on human pituitary-adrenal function. Am J Med. "
    "1977;63(2):200-207 (relative glucocorticoid potencies behind the usual equivalence tables).")
BNF = Reference(
    "British National Formulary (BNF), Glucocorticoid therapy: equivalent anti-inflammatory doses "
    "of corticosteroids - prednisolone 5 mg = betamethasone 750 micrograms = cortisone acetate "
    "25 mg = dexamethasone 750 micrograms = hydrocortisone 20 mg = methylprednisolone 4 mg = "
    "triamcinolone 4 mg.")
GLOBALRPH = Reference(
    "GlobalRPh. Corticosteroid converter based on anti-inflammatory potency (table citing Meikle "
    "and Tyler 1977 and Dixon 1991: cortisone 25, hydrocortisone 20, prednisone 5, prednisolone "
    "5, methylprednisolone 4, triamcinolone 4, dexamethasone 0.75, betamethasone 0.6-0.75 mg).",
    url="https://globalrph.com/medcalcs/"
        "corticosteroid-converter-based-on-anti-inflammatory-potency/")

# Dose (mg) equivalent in glucocorticoid (anti-inflammatory) effect to hydrocortisone 20 mg.
EQUIVALENT_DOSE_MG = {
    "cortisone": 25.0,
    "hydrocortisone": 20.0,
    "prednisone": 5.0,
    "prednisolone": 5.0,
    "methylprednisolone": 4.0,
    "triamcinolone": 4.0,
    "dexamethasone": 0.75,
    "betamethasone": 0.75,
}

_ROUTES = {"cortisone": ("po",), "hydrocortisone": ("iv", "po"), "prednisone": ("po",),
           "prednisolone": ("po", "iv"), "methylprednisolone": ("iv", "po"),
           "triamcinolone": ("iv", "im"), "dexamethasone": ("iv", "po"),
           "betamethasone": ("iv", "po")}
_BRANDS = {"cortisone": ("cortisone acetate",),
           "hydrocortisone": ("cortisol", "solu-cortef", "cortef"),
           "prednisone": ("deltasone",),
           "prednisolone": (),
           "methylprednisolone": ("solu-medrol", "medrol"),
           "triamcinolone": ("triamcinolone acetonide",),
           "dexamethasone": ("decadron",),
           "betamethasone": ("celestone",)}


def _aliases(drug):
    routes = _ROUTES[drug]
    out = [f"{drug} {r}" for r in routes]
    out += [f"{drug} ({r})" for r in routes]
    if len(routes) > 1:
        out += [f"{drug} ({routes[0]} or {routes[1]})", f"{drug} ({routes[1]} or {routes[0]})",
                f"{drug} {routes[0]}/{routes[1]}", f"{drug} {routes[1]}/{routes[0]}"]
    return tuple(out) + _BRANDS[drug]


def _steroid(name, description):
    return Category(name=name, description=description, choices=tuple(
        Choice(drug, f"{drug.capitalize()} ({dose:g} mg)", aliases=_aliases(drug))
        for drug, dose in EQUIVALENT_DOSE_MG.items()))


def _equivalent(drug):
    if type(drug) is str:
        return EQUIVALENT_DOSE_MG[drug]
    import numpy as np

    return np.vectorize(EQUIVALENT_DOSE_MG.__getitem__, otypes=[float])(drug)


def steroid_conversion(input_steroid, input_dose, target_steroid):
    from_mg = _equivalent(input_steroid)
    to_mg = _equivalent(target_steroid)
    factor = to_mg / from_mg
    return {"value": input_dose * factor, "conversion_factor": factor,
            "input_equivalent_dose_mg": from_mg, "target_equivalent_dose_mg": to_mg}


CALCULATOR = Calculator(
    id="steroid_conversion",
    name="Steroid Conversion Calculator",
    aliases=["Glucocorticoid Equivalent Dose Conversion", "糖皮质激素等效剂量换算",
             "Corticosteroid conversion", "Steroid equivalence"],
    specialty="general_other",
    description="Dose of a target systemic glucocorticoid equivalent in anti-inflammatory effect "
                "to a given dose of another, from a standard equivalence table.",
    keywords=["steroid conversion", "corticosteroid equivalent dose", "glucocorticoid potency",
              "prednisone equivalent", "dexamethasone", "hydrocortisone", "methylprednisolone",
              "equivalent corticosteroid dose", "convert prednisone to dexamethasone",
              "switch between steroids", "hydrocortisone equivalent dose",
              "glucocorticoid dose equivalence", "methylprednisolone to prednisone"],
    features=[
        _steroid("input_steroid", "The glucocorticoid the patient takes (route does not change "
                                  "the equivalent dose in this table)"),
        Quantity(name="input_dose", unit="mg", range=(0.01, 2000.0), units=("mg", "g", "µg"),
                 description="Dose of the input glucocorticoid (per administration or per day; "
                             "the result is per the same period)"),
        _steroid("target_steroid", "The glucocorticoid to convert to"),
    ],
    versions=[
        Version("standard_equivalents", dt.date(1977, 8, 1), MEIKLE_TYLER_1977, steroid_conversion,
                notes="Target dose = input dose x (target equivalent dose / input equivalent "
                      "dose); equivalent doses (mg): cortisone 25, hydrocortisone 20, prednisone "
                      "5, prednisolone 5, methylprednisolone 4, triamcinolone 4, dexamethasone "
                      "0.75, betamethasone 0.75."),
    ],
    output=Output(unit="mg", decimals=2, description="Equivalent dose of the target steroid",
                  range=(0, float("inf"))),
    references=[BNF, MEIKLE_TYLER_1977, GLOBALRPH],
    notes="Equivalence in glucocorticoid (anti-inflammatory) effect only: mineralocorticoid "
          "effect (high for cortisone and hydrocortisone, none for dexamethasone and "
          "betamethasone) and duration of action differ, and the tables are approximate. Oral and "
          "intravenous doses are treated as equivalent, as in the tables. Betamethasone: 0.75 mg "
          "(BNF; MDCalc and MedCalc-Bench), while several US tables give 0.6 mg and GlobalRPh "
          "0.6-0.75 mg; with 0.6 mg a betamethasone dose converts to 25% more of another steroid. "
          "MedCalc-Bench (calculator 24) uses the same table but rounds the conversion factor to "
          "3 decimals before multiplying (hydrocortisone to dexamethasone 0.037 instead of "
          "0.0375, about 1.3% low).",
)
