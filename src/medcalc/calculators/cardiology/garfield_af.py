"""GARFIELD-AF integrated risk tool: registered as unavailable (model not established here)."""

from medcalc.core import Reference, UnavailableCalculator

FOX_2017 = Reference(
    "Fox KAA, Lucas JE, Pieper KS, et al.; GARFIELD-AF Investigators. Improved risk "
    "stratification of patients with atrial fibrillation: an integrated GARFIELD-AF tool for the "
    "prediction of mortality, stroke and bleed in patients with and without anticoagulation. "
    "BMJ Open. 2017;7(12):e017157.", doi="10.1136/bmjopen-2017-017157")

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched the stored pages, docs, code and issues '
    "corpora for the GARFIELD-AF risk tool's published coefficients (queries on GARFIELD-AF "
    'mortality / stroke / bleeding model coefficients, baseline survival, Fox BMJ Open 2017); '
    'found the abstract (BMJ Open 2017;7:e017157) and the BJGP 2023 validation (PMC10587901), '
    'which puts the 2017 and 2021 model coefficients in its Supplementary Tables S1-S2 (not '
    'in the stored excerpts). The only open implementation found (unattributed Python, '
    'logistic 1- and 2-year equations without an anticoagulant term) gives 1-year mortality '
    'of about 3.0% for MedMCP-Calc task 016 (female 67 y, 76.2 kg, CKD, pulse 88, DBP 86, '
    "NOAC) against MDCalc's 1.3%, so it is not the published model; the five MedMCP-Calc "
    'answers stay unchecked.'
)

CALCULATOR = UnavailableCalculator(
    id="garfield_af",
    name="GARFIELD-AF",
    aliases=["GARFIELD-AF Risk Score", "GARFIELD-AF risk tool", "GARFIELD AF"],
    specialty="cardiology",
    description="Predicted 6-month, 1-year and 2-year all-cause mortality, ischaemic stroke / "
                "systemic embolism and major bleeding in atrial fibrillation, with and without "
                "oral anticoagulation (GARFIELD-AF registry model).",
    keywords=["atrial fibrillation", "mortality", "stroke", "bleeding", "anticoagulation",
              "GARFIELD"],
    why="source_not_established",
    owner="Thrombosis Research Institute (London), GARFIELD-AF registry; Fox et al., BMJ Open "
          "2017",
    reason=("The tool combines three survival models (mortality, stroke/systemic embolism, major "
            "bleeding) over 17 inputs, evaluated at 6, 12 and 24 months. Reproducing its "
            "percentages needs every coefficient, the handling of categorical inputs "
            "(ethnicity, OAC type) and each model's baseline survival at those horizons; these "
            "were not established from the publication in this work (searched: the BMJ Open "
            "2017 article and public implementations), so no value is computed. Five MDCalc "
            "answers recorded in MedMCP-Calc (tasks 016, 047 x3, 067) are kept for checking a "
            "future implementation."),
    alternatives=["cha2ds2_vasc", "cha2ds2_va_score", "atria_stroke", "atria_bleeding",
                  "has_bled_score"],
    references=[FOX_2017],
    notes=RECOVERY_SEARCH + " " + "MDCalc form inputs: sex, age, weight, heart failure, vascular disease, prior stroke, "
          "history of bleeding, carotid occlusive disease, diabetes, moderate-to-severe CKD, "
          "dementia, current smoker, antiplatelet treatment, ethnicity, pulse, diastolic blood "
          "pressure, OAC treatment (none / VKA / NOAC).",
)
