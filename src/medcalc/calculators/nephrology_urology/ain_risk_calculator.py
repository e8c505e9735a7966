"""Acute Interstitial Nephritis (AIN) Risk Calculator (Moledina 2022): registered as unavailable,
the model's intercept, variable scaling and prevalence recalibration not established."""

from medcalc.core import Reference, UnavailableCalculator

MOLEDINA_2022 = Reference(
    "Moledina DG, Eadon MT, Calderon F, Yamamoto Y, Shaw M, Perazella MA, Simonov M, Luciano R, "
    "Schwantes-An TH, Moeckel G, Kashgarian M, Kuperman M, Obeid W, Cantley LG, Parikh CR, "
    "Wilson FP. Development and external validation of a diagnostic model for biopsy-proven acute "
    "interstitial nephritis using electronic health record data. Nephrol Dial Transplant. "
    "2022;37(11):2214-2222. PMID 34865148.",
    doi="10.1093/ndt/gfab346")

CALCULATOR = UnavailableCalculator(
    id="ain_risk_calculator",
    name="Acute Interstitial Nephritis (AIN) Risk Calculator",
    aliases=["AIN risk calculator", "Moledina AIN diagnostic model",
             "probability of biopsy-proven acute interstitial nephritis"],
    specialty="nephrology_urology",
    description=("Probability of biopsy-proven acute interstitial nephritis in a patient with acute "
                 "kidney injury being considered for biopsy, from serum creatinine, the BUN to "
                 "creatinine ratio, urine dipstick specific gravity and dipstick protein, "
                 "recalibrated to the local proportion of biopsies showing AIN."),
    keywords=["acute interstitial nephritis", "AIN", "acute kidney injury", "kidney biopsy",
              "urine specific gravity", "dipstick protein", "BUN creatinine ratio"],
    why="source_not_established",
    owner="Moledina DG, Wilson FP et al. (Yale; Nephrol Dial Transplant 2022)",
    reason=(
        "The published abstract gives only adjusted odds ratios (serum creatinine 2.31, "
        "BUN:creatinine ratio 0.40, dipstick specific gravity 0.95, dipstick protein 0.39) "
        "without the unit or transformation each refers to, without the model intercept, and "
        "without the formula of the prevalence (intercept) correction; the one recorded "
        "MDCalc answer (25.20%) cannot fix four scalings and an intercept. Searched (sessions "
        "1-2): pages (PubMed 34865148 and the NDT/dbpia article page, only the abstract "
        "readable; the 2024 JHH/Yale external-validation abstract; MDCalc; searches for a "
        "patent or web-calculator formula), docs (cliot R manual ain_risk_calculator on "
        "rdrr.io and rdocumentation: inputs and risk bands only, no coefficients), code "
        "(find_string 'Moledina' and searches for AIN implementations: only an open Python "
        "implementation whose coefficients are invented placeholders). Third pass "
        "(2026-11-24): pages for PMC table pages of the NDT 2022 model and of the JHH/Yale "
        "external validation (svnefrologia abstract only: 'previously derived model "
        "coefficients' with an intercept correction, none printed), the JCI Insight 2019 paper "
        "and its provisional patent 62/716,465 (biomarkers, not this model), MDCalc-style "
        "pages; code (cran/cliot mirror: only the 2024 version without this function; "
        "find_string 'probability of AIN', 'local_prevalence': only the placeholder "
        "implementation); issues (nothing). Fourth pass 2026-11-24 (r7d): cran/cliot "
        "R/neelpackage.R both stored versions (no AIN function), find_string "
        "'urine_protein_high', 'local_ain_prevalence', 'Interstitial Nephritis (AIN) Risk', "
        "'ain-risk', 'Moledina' (only placeholder or invented-score clones, e.g. a TypeScript "
        "'educational' AIN score unrelated to the model), pages for the model equation, "
        "Table 2, per-unit scaling and the JHH/Yale validation methods (abstracts only). "
        "The intercept and the variable scalings remain unpublished in any stored source; "
        "fitting them to the single MDCalc answer would not be an independent check. No "
        "probability is computed rather than one from guessed coefficients."),
    alternatives=["fractional_excretion_sodium", "fractional_excretion_urea",
                  "bun_creatinine_ratio"],
    references=[MOLEDINA_2022],
    notes=("Inputs of the published tool: serum creatinine (mg/dL), BUN (mg/dL), urine specific "
           "gravity, urine dipstick protein ('1+ or lower' vs '2+ or higher') and the local "
           "prevalence of AIN among biopsies (default 0.23, the derivation-set proportion). "
           "MedMCP-Calc dev answer medmcp-calc_117_5d931920 (creatinine 2.3 mg/dL, BUN 48 mg/dL, "
           "specific gravity 1.014, protein 1+ or lower, prevalence 0.23 -> 25.20 %) could not "
           "be checked against the source for want of the coefficients; it is not used as a "
           "case."),
)
