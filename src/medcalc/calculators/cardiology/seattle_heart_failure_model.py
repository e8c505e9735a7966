"""Seattle Heart Failure Model (Levy et al., Circulation 2006): registered as unavailable, its
coefficients and baseline survival not established from the sources reachable here."""

from medcalc.core import Reference, UnavailableCalculator

LEVY_2006 = Reference(
    "Levy WC, Mozaffarian D, Linker DT, et al. The Seattle Heart Failure Model: prediction of "
    "survival in heart failure. Circulation. 2006;113(11):1424-1433.",
    doi="10.1161/CIRCULATIONAHA.105.584102")

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched code for implementations (several '
    'React/TypeScript SHFM components, unattributed and unverifiable) and pages (Levy 2006 '
    "abstract records, the University of Washington SHFM 'about' page listing the predictors: "
    'age, sex, ischemic etiology, NYHA, EF, SBP, K-sparing diuretic, statin, allopurinol, '
    'hemoglobin, % lymphocytes, uric acid, sodium, cholesterol, diuretic dose/kg); no '
    'coefficient table or baseline survival function was reachable.'
    ' Third recovery round (r2c, 2026-11-24): searched pages for the Circulation 2006 full '
    'text, Table 2 and the Data Supplement (hazard-ratio queries with the known ln(HR) '
    'values 1.178/1.571/0.63/2.206; "baseline survival"/"exp(-lambda t)" conversion; '
    'literature-derived therapy HRs for ACEi/ARB/beta-blocker/aldosterone blocker/ICD/CRT; '
    'worked-example queries): only abstract records (PubMed mirror, scilit, UMN, UpToDate, '
    'katalog), the UW "about" page, medicalalgorithms.com (third-party ln(HR) list incl. '
    'therapy terms, no baseline survival), calcmd narrative and the 2006 UW press release, '
    'whose example (digoxin+diuretic, 20%/yr mortality: ~4 y; +ACEi 5 y; +beta-blocker 6.5 y; '
    '+aldosterone blocker 8 y; +ICD 9.5 y) is rounded and cannot fix the therapy HRs or the '
    'baseline hazard. docs: only the CRAN cliot seattle_heart_failure_model (unreferenced '
    'coefficients). find_string "0.0405": no SHFM implementation. Still not computed.'
)

CALCULATOR = UnavailableCalculator(
    id="seattle_heart_failure_model",
    name="Seattle Heart Failure Model",
    aliases=["Seattle Heart Failure Model", "SHFM", "Seattle HF model"],
    specialty="cardiology",
    description=("Predicted 1-, 2- and 5-year survival in heart failure from clinical, "
                 "laboratory, medication and device variables, with the modelled effect of "
                 "adding therapies."),
    keywords=["heart failure", "survival", "prognosis", "mortality", "ICD", "CRT",
              "medications"],
    why="source_not_established",
    owner=("Levy WC et al., University of Washington (Circulation 2006;113:1424; the reference "
           "implementation is the authors' online calculator)"),
    reason=("The model combines a Cox linear predictor over about 20 variables (age, sex, NYHA "
            "class, weight, EF, SBP, ischaemic aetiology, diuretic dose, allopurinol, statin, "
            "ACEi/ARB, beta blocker, aldosterone blocker, devices, haemoglobin, lymphocyte %, "
            "uric acid, sodium, cholesterol) with treatment hazard ratios and a baseline "
            "survival function. The coefficient table and the baseline survival were not "
            "reachable here (only third-party calculators of unknown provenance were found). "
            "No value is computed rather than one from guessed coefficients. Second pass (w2a): "
            "the clinical ln(HR) terms agree across medicalalgorithms.com, MDCalc's formula as "
            "reproduced by clinideck and several code implementations (age/10 ln 1.09, male ln "
            "1.089, NYHA ln 1.6, 100/EF ln 1.03, ischaemic ln 1.354, SBP/10 ln 0.877, diuretic "
            "mg/kg ln 1.178, allopurinol ln 1.571, statin ln 0.63, (138-Na) ln 1.05, 100/chol "
            "ln 2.206, Hb ln 1.124/1.336 around 16, lymphocytes/5 ln 0.897, uric acid ln 1.064), "
            "but they disagree on therapy terms (ACE inhibitor HR 0.77/0.73/0.70/not shown, "
            "K-sparing ln 0.74 vs -0.3111, biventricular pacemaker 0.79/0.58/none) and clamps "
            "(SBP >= 160 and uric acid <= 3.4 scored 0 vs capped), and the score-to-survival "
            "step appears only in unverified implementations (exp(-0.0405 t)^exp(score), a fixed "
            "0.73, exp(-exp(score-11))) with no worked example or MDCalc answer to check."),
    alternatives=["maggic_risk_calculator"],
    references=[LEVY_2006],
    notes=RECOVERY_SEARCH + " " + "MAGGIC (maggic_risk_calculator) is an open alternative for heart-failure mortality.",
)
