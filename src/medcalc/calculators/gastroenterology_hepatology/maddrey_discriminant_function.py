"""Maddrey discriminant function for alcoholic hepatitis (凝血酶原时间-胆红素判别函数, MDF):
4.6 x (prothrombin time - control) + serum bilirubin (mg/dL)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import bilirubin

MADDREY_1978 = Reference(
    "Maddrey WC, Boitnott JK, Bedine MS, Weber FL Jr, Mezey E, White RI Jr. Corticosteroid "
    "therapy of alcoholic hepatitis. Gastroenterology. 1978;75(2):193-199.")
CARITHERS_1989 = Reference(
    "Carithers RL Jr, Herlong HF, Diehl AM, et al. Methylprednisolone therapy in patients with "
    "severe alcoholic hepatitis. A randomized multicenter trial. Ann Intern Med. "
    "1989;110(9):685-690 (discriminant function >= 32 selects severe disease).")

SEVERE = 32.0


def maddrey_df(prothrombin_time, control_prothrombin_time, bilirubin):
    prolongation = prothrombin_time - control_prothrombin_time
    return {"value": 4.6 * prolongation + bilirubin, "pt_prolongation_s": prolongation}


def interpret(value):
    if value >= SEVERE:
        return ("DF >= 32: severe alcoholic hepatitis (high short-term mortality); consider "
                "corticosteroids if no contraindication")
    return "DF < 32: non-severe alcoholic hepatitis; corticosteroids not indicated by the DF"


CALCULATOR = Calculator(
    id="maddrey_discriminant_function",
    name="Maddrey's Discriminant Function for Alcoholic Hepatitis",
    aliases=["maddreys_discriminant_function", "凝血酶原时间-胆红素判别函数(Maddrey判别函数，MDF)",
             "Maddrey判别函数", "MDF",
             "Maddrey Discriminant Function", "Maddrey's DF", "mDF"],
    specialty="gastroenterology_hepatology",
    description="4.6 x (patient PT - control PT, seconds) + total bilirubin (mg/dL); >= 32 marks "
                "severe alcoholic hepatitis.",
    keywords=["alcoholic hepatitis", "steroids", "prednisolone", "prothrombin time", "bilirubin",
              "liver", "酒精性肝炎", "severe alcoholic hepatitis steroids",
              "who gets steroids for alcoholic hepatitis", "alcoholic hepatitis severity",
              "short-term mortality alcoholic hepatitis",
              "prednisolone indication alcoholic hepatitis", "discriminant function liver"],
    features=[
        Quantity(name="prothrombin_time", unit="s", units=("s",), range=(5.0, 150.0),
                 description="Patient's prothrombin time, seconds",
                 labels=("凝血酶原时间", "PT")),
        Quantity(name="control_prothrombin_time", unit="s", units=("s",), range=(5.0, 30.0),
                 description="Laboratory control (reference) prothrombin time, seconds",
                 labels=("凝血酶原时间对照值", "对照值", "control PT", "PT control")),
        bilirubin(labels=("血清总胆红素", "总胆红素", "TBIL")),
    ],
    versions=[Version("maddrey_1978", dt.date(1978, 8, 1), MADDREY_1978, maddrey_df,
                      notes="DF = 4.6 x (PT - control PT) + bilirubin (mg/dL); the >= 32 "
                            "threshold is Carithers 1989's.")],
    output=Output(unit=None, decimals=1, description="Discriminant function (points)"),
    interpret=interpret,
    references=[MADDREY_1978, CARITHERS_1989],
    notes="Bilirubin in mg/dL (µmol/L converted: 1 mg/dL = 17.1 µmol/L). The function is "
          "usually read against 32 (Carithers 1989 trial of methylprednisolone in DF >= 32 or "
          "encephalopathy). A DF can be negative only if the PT is shorter than the control. It "
          "depends on the laboratory's PT reagent (no INR), a known limitation.",
)
