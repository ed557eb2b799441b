import type { CourseSeed } from "../types.ts";

export const dataScience: CourseSeed = {
  slug: "data-science",
  title: "Data Science",
  description:
    "Turn raw data into decisions. Using Python, pandas and simple statistics, you will clean real-world datasets, explore them visually and build your first predictive model on Indian census and cricket data.",
  level: "Intermediate",
  price: 2499,
  teacherName: "Dr. Farah Siddiqui",
  teacherDescription:
    "Farah holds a PhD in statistics from the Indian Statistical Institute and leads an analytics team in Hyderabad that builds demand forecasts for retail chains.",
  learningObjectives:
    "Load and clean tabular data with pandas; summarise data with descriptive statistics; visualise distributions and relationships; train and evaluate a linear regression model.",
  prerequisites: "Basic Python (variables, lists, loops and functions) and school-level mathematics.",
  targetAudience: "Engineering and science graduates, analysts and developers who want to move into data roles.",
  categories: ["Data Science"],
  tags: ["python", "pandas", "statistics", "machine learning", "visualisation"],
  lessons: [
    {
      slug: "data-science-workflow",
      title: "The Data Science Workflow",
      duration: 20,
      youtubeId: "r-uOLxNrNk8",
      summary:
        "A data project moves from a question to data collection, cleaning, exploration, modelling and communication. Most of the time goes into cleaning, and the best projects start with a precise question.",
      points: [
        "Start with a business question you can answer with data",
        "Collect data and record where each column came from",
        "Clean: fix types, handle missing values, remove duplicates",
        "Explore with summaries and charts before modelling",
        "Communicate results in plain language with one clear chart",
      ],
      quiz: [
        {
          question: "Which step usually takes the most time in a data project?",
          options: [
            "Choosing colours for charts",
            "Cleaning and preparing data",
            "Training the model",
            "Writing the final report",
          ],
          answer: 1,
          explanation: "Surveys of practitioners consistently find data preparation takes the largest share of time.",
        },
        {
          question: "What should a data project start with?",
          options: ["A large dataset", "A precise question", "A neural network", "A dashboard"],
          answer: 1,
          explanation: "A clear question decides which data and methods are relevant.",
        },
        {
          question: "Why explore data before modelling?",
          options: [
            "It is required by pandas",
            "To spot errors, outliers and patterns that affect the model",
            "To make the model slower",
            "It is not useful",
          ],
          answer: 1,
          explanation: "Exploration reveals problems and informs feature choices.",
        },
      ],
    },
    {
      slug: "pandas-fundamentals",
      title: "pandas Fundamentals",
      duration: 34,
      youtubeId: "r-uOLxNrNk8",
      summary:
        "pandas gives you the DataFrame, a table with labelled columns. You will read a CSV of state-wise literacy rates, select rows and columns, and handle missing values.",
      points: [
        "pd.read_csv loads a CSV file into a DataFrame",
        "df.head() and df.info() give a first look at the data",
        "Select a column with df['state'] and filter rows with a boolean condition",
        "df.isna().sum() counts missing values per column",
        "groupby followed by mean or sum summarises groups",
      ],
      code: "import pandas as pd\n\ndf = pd.read_csv('literacy.csv')\nkerala = df[df['state'] == 'Kerala']\nprint(df.groupby('region')['rate'].mean())",
      quiz: [
        {
          question: "Which function reads a CSV file into a DataFrame?",
          options: ["pd.open_csv", "pd.read_csv", "pd.load", "pd.DataFrame.csv"],
          answer: 1,
          explanation: "pd.read_csv parses a CSV file and returns a DataFrame.",
        },
        {
          question: "What does df.isna().sum() return?",
          options: [
            "The total of all values",
            "The number of missing values in each column",
            "The number of rows",
            "A list of column names",
          ],
          answer: 1,
          explanation: "isna marks missing cells as True and sum counts them per column.",
        },
        {
          question: "Which method summarises values per category, such as average rate per region?",
          options: ["merge", "groupby", "pivot_table only", "sort_values"],
          answer: 1,
          explanation: "groupby splits rows into groups, then an aggregate like mean combines each group.",
        },
      ],
    },
    {
      slug: "statistics-and-visualisation",
      title: "Descriptive Statistics and Visualisation",
      duration: 30,
      youtubeId: "r-uOLxNrNk8",
      summary:
        "Numbers such as mean, median and standard deviation summarise a column, and charts show what summaries hide. We compare batting averages and plot their distribution with matplotlib.",
      points: [
        "The mean is sensitive to outliers; the median is not",
        "Standard deviation measures how spread out values are",
        "Histograms show the distribution of one variable",
        "Scatter plots show the relationship between two variables",
        "Correlation measures linear association, not causation",
      ],
      code: "import matplotlib.pyplot as plt\n\nprint(df['runs'].describe())\ndf['runs'].plot(kind='hist', bins=20)\nplt.show()",
      quiz: [
        {
          question: "Which measure is least affected by a few extreme values?",
          options: ["Mean", "Median", "Range", "Sum"],
          answer: 1,
          explanation: "The median depends only on the middle value, so outliers barely move it.",
        },
        {
          question: "Which chart best shows the relationship between two numeric variables?",
          options: ["Pie chart", "Histogram", "Scatter plot", "Bar chart"],
          answer: 2,
          explanation: "A scatter plot places each pair of values as a point.",
        },
        {
          question: "A strong correlation between ice-cream sales and exam stress proves that...",
          options: [
            "Ice cream causes stress",
            "Stress causes ice-cream sales",
            "Nothing about cause on its own",
            "The data is wrong",
          ],
          answer: 2,
          explanation: "Both may rise together in summer; correlation alone does not establish causation.",
        },
      ],
    },
    {
      slug: "first-machine-learning-model",
      title: "Your First Machine Learning Model",
      duration: 36,
      youtubeId: "i_LwzRVP7bg",
      summary:
        "Linear regression predicts a number from input features. With scikit-learn you will split data into training and test sets, fit a model of flat prices in Bengaluru and measure its error honestly.",
      points: [
        "Features are inputs; the target is what you predict",
        "Split data into training and test sets to measure real performance",
        "fit learns model parameters from training data",
        "Mean absolute error is easy to explain: the average size of a mistake",
        "Overfitting means doing well on training data and badly on new data",
      ],
      code: "from sklearn.model_selection import train_test_split\nfrom sklearn.linear_model import LinearRegression\n\nX_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2)\nmodel = LinearRegression().fit(X_train, y_train)\nprint(model.score(X_test, y_test))",
      quiz: [
        {
          question: "Why keep a separate test set?",
          options: [
            "To train faster",
            "To estimate performance on unseen data",
            "To store backups",
            "It is optional decoration",
          ],
          answer: 1,
          explanation: "A model must be judged on data it did not learn from.",
        },
        {
          question: "A model scores 99% on training data and 60% on test data. This is a sign of...",
          options: ["Underfitting", "Overfitting", "A perfect model", "Data leakage prevention"],
          answer: 1,
          explanation: "A large gap between training and test performance indicates overfitting.",
        },
        {
          question: "Which task is linear regression suited for?",
          options: [
            "Predicting a flat's price",
            "Grouping customers without labels",
            "Detecting faces",
            "Sorting a list",
          ],
          answer: 0,
          explanation: "Linear regression predicts a continuous number such as a price.",
        },
      ],
    },
  ],
};
