"""SEX-SHOCK score (Wang et al., Eur Heart J 2024): registered as unavailable, its sex-specific
coefficients not established from the sources reachable here."""

from medcalc.core import Reference, UnavailableCalculator

WANG_2024 = Reference(
    "Wang Y, Zeller M, Auffret V, et al. Sex-specific prediction of cardiogenic shock after "
    "acute coronary syndromes: the SEX-SHOCK score. Eur Heart J. 2024;45(43):4564-4578.",
    doi="10.1093/eurheartj/ehae593", url="https://pubmed.ncbi.nlm.nih.gov/39217456/")

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): the open-access paper (PMC11560280, Eur Heart J '
    '2024;45:4564-4578) was found only as its abstract in the stored excerpts; secondary '
    'pages (calcmd) confirm sex-specific logistic equations with log2 CRP and log2 creatinine '
    'and full/light versions, but no coefficients were reachable.'
    ' Fourth recovery round (r7b, 2026-11-24): find_string on the FHIR table\'s intercepts '
    '(-7.0804, -7.9666) and coefficients (1.2567, 0.9036) and on "log2(crp", "SEX-SHOCK", '
    '"SEXSHOCKCalculator": only the same FHIR calculator repository (two copies of one table, '
    'with log2(CRP + 1), creatinine converted to µmol/L before log2 and an LVEF coding its own '
    'comments question) and a React clone with invented points (STEMI 4, age >= 75 3, ...); '
    'pages: PMC11560280, eprints.ncl.ac.uk, the MDCalc review on mdcalc.scholasticahq.com '
    '(how-to/pearls only), calcmd and clincalcpro (invented 0-6 points) - no supplement '
    'table, worked example or second transcription of the coefficients. Still not computed.'
)

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): pages (coefficient and log2(CRP + 1) wording: '
    'calcmd and PMC11560280 openings, eprints.ncl/bvsalud abstracts, MDCalc review how-to, '
    'clincalcpro invented points); find_string on the light-model intercept -8.0009 and on '
    "-1.9474: only the same FHIR repository (full and light columns; its 'LVEF < 50%' row is "
    'coded as LVEF > 50%, contradicting its label). No independent copy, worked example or '
    'recorded answer. Still not computed.'
)

CALCULATOR = UnavailableCalculator(
    id="sex_shock",
    name="SEX-SHOCK Risk Score for the Development of Cardiogenic Shock",
    aliases=["SEX-SHOCK Risk Score for the Development of Cardiogenic Shock", "SEX-SHOCK",
             "SEX-SHOCK score"],
    specialty="cardiology",
    description=("Sex-specific probability of in-hospital cardiogenic shock in acute coronary "
                 "syndrome patients undergoing PCI (logistic models for women and men)."),
    keywords=["cardiogenic shock", "acute coronary syndrome", "STEMI", "NSTE-ACS", "PCI",
              "sex-specific", "ORBI", "C-reactive protein", "creatinine"],
    why="source_not_established",
    owner="Wang Y, Kraler S, Lüscher TF et al. (Eur Heart J 2024;45:4564; open access, CC BY-NC)",
    reason=("The score is a pair of sex-specific logistic equations (ORBI variables plus "
            "ST-segment elevation, log2 creatinine, log2 C-reactive protein and LVEF; a full and "
            "a 'light' form). The coefficients are in the paper's supplementary material, which "
            "could not be read here (searched: PMC11560280 abstract pages, MDCalc review, "
            "third-party calculators that disagree with each other). No value is computed "
            "rather than one from guessed coefficients. Second pass (w2a): the only coefficient "
            "table found is one open-source FHIR calculator repository (female/male intercepts "
            "-7.0804/-7.9666, full and light columns, apparently copied from MDCalc's evidence "
            "section, with an ambiguous LVEF reference coding); an older version of the same "
            "repository used different, invented coefficients and a React clone uses points. "
            "No second independent transcription, worked example or recorded MDCalc answer "
            "exists to confirm it."),
    alternatives=["killip_classification"],
    references=[WANG_2024],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + "Endorsed by SCAI/EAPCI/ACVC and HFSA per the MDCalc review; derived in 53,537 ACS "
          "patients without shock on admission.",
)
