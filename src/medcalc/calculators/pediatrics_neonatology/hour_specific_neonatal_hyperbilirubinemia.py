"""Hour-specific risk zone for neonatal hyperbilirubinemia (Bhutani nomogram, Pediatrics 1999):
registered as unavailable, the percentile curves not published as numbers."""

from medcalc.core import Reference, UnavailableCalculator

BHUTANI_1999 = Reference(
    "Bhutani VK, Johnson L, Sivieri EM. Predictive ability of a predischarge hour-specific "
    "serum bilirubin for subsequent significant hyperbilirubinemia in healthy term and near-term "
    "newborns. Pediatrics. 1999;103(1):6-14.", doi="10.1542/peds.103.1.6")
AAP_2004 = Reference(
    "American Academy of Pediatrics Subcommittee on Hyperbilirubinemia. Management of "
    "hyperbilirubinemia in the newborn infant 35 or more weeks of gestation. Pediatrics. "
    "2004;114(1):297-316 (reprints the nomogram as Figure 2).", doi="10.1542/peds.114.1.297")

CALCULATOR = UnavailableCalculator(
    id="hour_specific_neonatal_hyperbilirubinemia",
    name="Hour-Specific Risk for Neonatal Hyperbilirubinemia",
    aliases=["Bhutani nomogram", "Hour-specific bilirubin nomogram", "Bilirubin risk zone"],
    specialty="pediatrics_neonatology",
    description="Risk zone (low, low-intermediate, high-intermediate, high) of a predischarge "
                "total serum bilirubin by postnatal age in hours on the Bhutani nomogram "
                "(40th, 75th and 95th percentile tracks), newborns >= 35 weeks.",
    keywords=["neonatal jaundice", "bilirubin nomogram", "risk zone", "Bhutani", "TSB",
              "predischarge screening"],
    why="source_not_established",
    owner="Bhutani VK, Johnson L, Sivieri EM (Pediatrics 1999); nomogram reprinted in AAP 2004",
    reason=("The risk zones are bounded by the 40th, 75th and 95th percentile tracks, which the "
            "source publishes only as a figure (and AAP 2004 reprints as a figure); no table of "
            "hour-by-hour values was found. Searched: pages (AAP/PubMed abstracts, review "
            "articles, medicalalgorithms.com, which lists the quadratic curves of the later "
            "Bahr 2021 Intermountain nomogram, a different rule), code corpus (several open "
            "implementations carry hand-digitised readings of the figure that differ from each "
            "other by up to ~0.5 mg/dL). A zone near a boundary would depend on whose "
            "digitisation is used, so no value is computed. Wave-4 recovery (w4a) searched "
            "again for a numeric table (Bhutani 1999 tables: only Table 3, the zone "
            "likelihood ratios, is stored; AAP 2004 Figure 2 legend; nursery protocols and "
            "risk-zone tables; BiliTool, bililite, PediTools; MDCalc clones) and compared the "
            "open transcriptions found: Rosenberg's Biligram (dmr001/biligram, 4-hourly from "
            "12 h), a 12-hourly AAP-figure reading rounded to 0.5 mg/dL (cvee112/bilicalc), a "
            "7-point reading (mfranco1/tcb-calculator) and an apparently synthetic 6-hourly "
            "table in an MDCalc-clone API. They are independent readings of the figure and "
            "disagree by 0.5-3.5 mg/dL (95th percentile at 72 h 15.9 vs 17.0 vs 15.7 mg/dL; "
            "40th at 24 h 4.9 vs 4.0 vs 5.5 mg/dL; 75th at 96 h 15.2 vs 17.0 vs 13.5 "
            "mg/dL), so no two agree on the numbers as the evidence standard requires. All "
            "of them put the dev answer (54 h, 13.2 mg/dL) in the high-intermediate zone, "
            "which is too far from both tracks to discriminate between them."),
    alternatives=["newborn_hyperbilirubinemia_rate_rise", "rebound_hyperbilirubinemia_risk"],
    references=[BHUTANI_1999, AAP_2004],
    notes=("The MedMCP-Calc dev answer (task medmcp-calc_080_a19d8670: 54 h, TSB 13.2 mg/dL, "
           ">= 38 weeks, no neurotoxicity risk factors -> high-intermediate zone, 12.9% "
           "probability of later significant hyperbilirubinemia) is consistent with the "
           "digitised tracks (75th ~11.7, 95th ~14.1 mg/dL at 54 h) and with Bhutani 1999's "
           "12.9% for the high-intermediate zone, but could not be checked against published "
           "numbers. AAP 2022 replaced risk-zone follow-up with the distance below the "
           "phototherapy threshold."),
)
