// GNU as IA-64 assembly, one logical line at a time.
//
// The grammar only shapes statements; meaning (registers, directives,
// bundles, local labels) is decided by the builder, so that the grammar
// stays small and SLL-predictable. Line-start `#` comments and cpp line
// markers are removed before lexing (see Preprocess.cpp), so `#` reaching
// the lexer is either a symbol suffix (`foo#`, as GCC emits) or an error.
// Statement separators follow GNU as for IA-64: `;` and the braces split a
// line into statements, `;;` is a stop.
grammar IA64Asm;

// ---------------------------------------------------------------- parser

// A line is statements separated by `;`, `;;`, `{` and `}`.
line : segment (sep segment)* NEWLINE ;

sep : STOP | SEMI | LBRACE | RBRACE ;

// A template directive may share its line with the bundle's first
// instruction (`{ .mib (p[0]) ld8 ...`): GNU as reads on after it.
segment : (label | tag)* (TEMPLATE tag*)? statement? ;

// `foo:`, `1:`, `foo::` (the double colon also makes foo global).
label : (NAME | NUMBER) COLON COLON? ;

// `[foo:]`, `[99:]`: a tag of the next instruction (GNU as IA-64).
tag : LBRACK (NAME | NUMBER) COLON RBRACK ;

statement
  : NAME (EQUALS | EQEQ) expr           # equate
  | predicate? NAME operands?           # instruction   // directives too: NAME starts with '.'
  ;

// `(p6)`, or a rotating predicate name `(pp[1])` after `.rotp pp[4]`.
predicate : LPAREN NAME (LBRACK expr RBRACK)? RPAREN ;

// Outputs `=` inputs; a statement without `=` has only the first list.
operands : oplist (EQUALS oplist)? ;

// An operand may be left empty after a comma (`.align 128,,32`: default
// fill, then the maximum skip) or before the first (`.endp ,`); the builder
// accepts that only where GNU as has a default or an empty argument.
oplist : operand? (COMMA operand? | spacedOperand)* ;

// A one-token operand without a comma before it: gas parses some directives
// itself (`.file 1 "a.c"`, `.loc 1 2 0`, `.pred.rel "mutex" p1, p2`); the
// builder rejects it anywhere else. One token only, so that `@gprel (x)`
// stays one operand; or a negative number (`.loc 1 2 0 view -0`), which
// only follows another spaced operand (after an expression `-` continues it).
spacedOperand : STRING | NAME | NUMBER | MINUS NUMBER ;

operand
  : NAME LBRACK expr RBRACK             # indexedOp     // rr[r2], a[1] (.rotr names), in[4]
  | LBRACK NAME LBRACK expr RBRACK RBRACK # memIndexedOp // [In[1]] (a .rotr name as the address)
  | LBRACK expr RBRACK                  # memOp         // [r2]
  | STRING                              # stringOp
  | ATNAME                              # atOp          // @progbits, hint @pause
  | PERCENT NAME                        # pctOp         // %function, %progbits
  | expr                                # exprOp
  ;

// GNU as operator ranks (gas/expr.c op_rank): unary binds tightest, then
// * / % << >>, then | & ^ ! (or-not), then + -, then comparisons, && , ||.
expr
  : primary                                                   # primaryExpr
  | op=(MINUS | TILDE | BANG | PLUS) expr                     # unaryExpr
  | expr op=(STAR | SLASH | PERCENT | SHL | SHR) expr         # mulExpr
  | expr op=(PIPE | AMP | CARET | BANG) expr                  # bitExpr
  | expr op=(PLUS | MINUS) expr                               # addExpr
  | expr op=(EQEQ | NE | LTGT | LT | LE | GT | GE) expr       # cmpExpr
  | expr ANDAND expr                                          # landExpr
  | expr OROR expr                                            # lorExpr
  ;

primary
  : NUMBER                              # numPrim
  | HEXNUM                              # hexPrim
  | BINNUM                              # binPrim
  | FLOATNUM                            # floatPrim
  | CHARLIT                             # charPrim
  | LOCALREF                            # localRefPrim
  | NAME                                # namePrim
  | ATNAME LPAREN expr RPAREN           # relocPrim
  | ATNAME                              # atPrim        // @nat|@qnan (GNU as constants)
  | LPAREN expr RPAREN                  # parenPrim
  ;

// ----------------------------------------------------------------- lexer

NEWLINE : '\n' ;
STOP    : ';;' ;
SEMI    : ';' ;
LBRACE  : '{' ;
RBRACE  : '}' ;
LPAREN  : '(' ;
RPAREN  : ')' ;
LBRACK  : '[' ;
RBRACK  : ']' ;
COMMA   : ',' ;
COLON   : ':' ;
EQEQ    : '==' ;
EQUALS  : '=' ;
NE      : '!=' ;
LTGT    : '<>' ;
LE      : '<=' ;
GE      : '>=' ;
SHL     : '<<' ;
SHR     : '>>' ;
LT      : '<' ;
GT      : '>' ;
ANDAND  : '&&' ;
OROR    : '||' ;
PLUS    : '+' ;
MINUS   : '-' ;
STAR    : '*' ;
SLASH   : '/' ;
PERCENT : '%' ;
PIPE    : '|' ;
AMP     : '&' ;
CARET   : '^' ;
BANG    : '!' ;
TILDE   : '~' ;

// Numbers as GNU as spells them. `0b101` is binary but `0b` alone is a
// local label reference; `0f1.5` is a float but `0f` a reference.
HEXNUM   : '0' [xX] [0-9a-fA-F]+ ;
BINNUM   : '0' [bB] [01]+ ;
// After `0` and a float letter, what GNU as's atof_generic reads: digits
// (`0f.5`, `0f1e` is 1.0) or nan/snan/qnan/inf/infinity, signed.
FLOATNUM : '0' [fFdDeErRsSpPtT] [+-]? ([0-9]+ ('.' [0-9]*)? | '.' [0-9]+) ([eE] [+-]? [0-9]*)?
         | '0' [fFdDeErRsSpPtT] [+-]? ([sSqQ]? [nN] [aA] [nN] | [iI] [nN] [fF] ([iI] [nN] [iI] [tT] [yY])?)
         | [0-9]+ '.' [0-9]* ([eE] [+-]? [0-9]*)?
         | [0-9]+ [eE] [+-]? [0-9]*            // 1e-40, 12e: floats to real4/.float (errors elsewhere, as in gas)
         ;
LOCALREF : [0-9]+ [bf] ;
NUMBER   : [0-9]+ ;

// Template directives (before NAME, which would match them too).
TEMPLATE : '.' ('mii' | 'mmi' | 'mfi' | 'mmf' | 'mib' | 'mbb' | 'bbb' | 'mmb' | 'mfb' | 'mlx' | 'mli') ;

// Mnemonics with completers (ld8.acq.nta), directives (.pred.rel),
// dotted register names (ar.k7, psr.um), symbols (.L5, foo#).
// A version suffix (`f@GLIBC_2.2`, `f@@V2`, `f@@@V3`) is part of the name (`.symver`).
NAME   : [a-zA-Z_.$] [a-zA-Z0-9_.$?]* ('@' '@'? '@'? [a-zA-Z0-9_.$]+)? '#'? ;
ATNAME : '@' [a-zA-Z_] [a-zA-Z0-9_]* ;

STRING  : '"' ( '\\' ~[\n] | ~["\\\n] )* '"' ;
UNTERMINATED_STRING : '"' ( '\\' ~[\n] | ~["\\\n] )* ;
CHARLIT : '\'' ( '\\' ~[\n] | ~[\\\n] ) '\''? ;

LINE_COMMENT  : '//' ~[\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;
WS            : [ \t\r\f\u000B]+ -> skip ;

// Anything else becomes a token the parser rejects with a located error.
ERRCHAR : . ;
